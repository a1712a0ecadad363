import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { createExport } from '../api/create-export';
import { can } from '@bar/domain';
import { useSession } from '../../../lib/session-context';

export const EXPORT_CREATED_MESSAGE = 'Export created, it will be available shortly';

/** Asks the server for a file of the drinks the tab shows, then opens the exports list. */
export function ExportButton({ barId, search }: { barId: string; search: Record<string, unknown> }) {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => createExport(barId, { collectionName: 'Drink', search, type: 'csv' }),
    onSuccess: () => {
      notifySuccess(EXPORT_CREATED_MESSAGE);
      void navigate(paths.exportRequests.href());
    },
    onError: (error) => notifyError(error, 'Export creation error!'),
  });
  // exports are ADMIN and above on the server: a lower role would get a 403 and be signed out
  const { role } = useSession();
  if (!can(role, 'manageBar')) return null;
  return (
    <Button
      variant="outlined"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon />}
    >
      Export
    </Button>
  );
}
