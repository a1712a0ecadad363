import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { can, type ExportCollection, type ExportType } from '@bar/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { useCreateExportRequest } from './create-export-request';
import type { CreatedRange } from './export-request';
import { useBarTimeZone } from '../../lib/bar-time-zone';
import { ExportRangeDialog } from './export-range-dialog';

/** The file types an export offers, in menu order. */
export const EXPORT_FORMATS: readonly ExportType[] = ['csv', 'excel'];

/**
 * Export of what a list shows (its filters, as the API's search): the operator picks CSV or Excel
 * and the days to export (every export covers a date range), the request is stored, then the
 * exports list opens. Shown only to roles that may export (ADMIN and above), as the server checks.
 */
export function ExportListButton({ barId, collectionName, search }: { barId: string; collectionName: ExportCollection; search: Record<string, unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const timeZone = useBarTimeZone(barId);
  const create = useCreateExportRequest(barId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [format, setFormat] = useState(EXPORT_FORMATS[0]);
  const [asking, setAsking] = useState(false);
  if (!can(role, 'manageBar')) return null;
  const exportDays = (type: ExportType, createdAt: CreatedRange) =>
    create.mutate(
      { collectionName, search: { ...search, createdAt }, type },
      {
        onSuccess: () => {
          setAsking(false);
          notifySuccess(t('exportList.created'));
          void navigate(paths.exportRequests.href());
        },
        // the dialog stays open with the chosen days, to try again or cancel
        onError: (error) => notifyError(error, t('exportList.creationError')),
      },
    );
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
        {t('actions.export')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {EXPORT_FORMATS.map((f) => (
          <MenuItem
            key={f}
            onClick={() => {
              setAnchor(null);
              setFormat(f);
              setAsking(true);
            }}
          >
            {t(`exportList.${f}`)}
          </MenuItem>
        ))}
      </Menu>
      <ExportRangeDialog
        open={asking}
        title={t(`exportList.${format}`)}
        timeZone={timeZone}
        pending={create.isPending}
        onCancel={() => setAsking(false)}
        onExport={(range) => exportDays(format, range)}
      />
    </>
  );
}
