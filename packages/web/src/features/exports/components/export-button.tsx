import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { can, type ExportCollection, type ExportType } from '@bar/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useCreateExportRequest } from '../api/create-export-request';

export const EXPORT_CREATED_MESSAGE = 'Export created, it will be available shortly';

export const EXPORT_FORMATS: ReadonlyArray<{ type: ExportType; label: string }> = [
  { type: 'csv', label: 'Export CSV' },
  { type: 'excel', label: 'Export Excel' },
];

/**
 * Export of what a list shows (its filters, as the API's search): the operator picks CSV or Excel,
 * the request is stored, then the exports list opens. Shown only to roles that may export (ADMIN
 * and above), as the server checks.
 */
export function ExportListButton({ barId, collectionName, search }: { barId: string; collectionName: ExportCollection; search: Record<string, unknown> }) {
  const navigate = useNavigate();
  const { role } = useSession();
  const create = useCreateExportRequest(barId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!can(role, 'manageBar')) return null;
  const exportAs = (type: ExportType) => {
    setAnchor(null);
    create.mutate(
      { collectionName, search, type },
      {
        onSuccess: () => {
          notifySuccess(EXPORT_CREATED_MESSAGE);
          void navigate(paths.exportRequests.href());
        },
        onError: (error) => notifyError(error, 'Export creation error!'),
      },
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        disabled={create.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={create.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {EXPORT_FORMATS.map((f) => (
          <MenuItem key={f.type} onClick={() => exportAs(f.type)}>
            {f.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
