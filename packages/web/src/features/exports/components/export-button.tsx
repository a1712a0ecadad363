import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { can, type ExportCollection } from '@bar/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useCreateExportRequest } from '../api/create-export-request';

/**
 * Export of what a list shows (its filters, as the API's search): a CSV request, then the exports
 * list. Shown only to roles that may export (ADMIN and above), as the server checks.
 */
export function ExportListButton({ barId, collectionName, search }: { barId: string; collectionName: ExportCollection; search: Record<string, unknown> }) {
  const navigate = useNavigate();
  const { role } = useSession();
  const create = useCreateExportRequest(barId);
  if (!can(role, 'manageBar')) return null;
  return (
    <Button
      variant="outlined"
      disabled={create.isPending}
      startIcon={create.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon />}
      onClick={() =>
        create.mutate(
          { collectionName, search, type: 'csv' },
          {
            onSuccess: () => {
              notifySuccess('Export created, it will be available shortly');
              void navigate(paths.exportRequests.href());
            },
            onError: (error) => notifyError(error, 'Export creation error!'),
          },
        )
      }
    >
      Export
    </Button>
  );
}
