import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, deriveRole, type RestockListView } from '@bar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { PageLoader } from '../../components/page-loader/page-loader';
import { PageTitle } from '../../components/page-title/page-title';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { useFormat } from '../../lib/format/use-format';
import { downloadRestockCsv } from './api/download-restock';
import { barRestockQuery, restockRunQuery } from './api/get-restock';
import { useMarkRefilled } from './api/mark-refilled';
import { RestockPrintStyles } from './print-styles';
import { RestockTable } from './restock-table';

type Scope = 'bar' | 'all';

/**
 * /restock: what to replace or top up before the next opening, in wall order, for the selected bar
 * or (`?scope=all`, the fleet's restock run) every bar of the user. Printable and downloadable as CSV;
 * MAINT and above mark a bottle refilled (Set Full).
 */
export default function RestockPage() {
  const { t } = useTranslation('restock');
  const { selectedBar, user, role } = useSession();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('scope') === 'all' || !selectedBar ? 'all' : 'bar';
  const one = useQuery({ ...barRestockQuery(selectedBar?.id ?? ''), enabled: scope === 'bar' && Boolean(selectedBar) });
  const run = useQuery({ ...restockRunQuery(user?.id ?? null), enabled: scope === 'all' && Boolean(user) });
  const query = scope === 'all' ? run : one;
  const lists: RestockListView[] = scope === 'all' ? (run.data?.bars ?? []) : one.data ? [one.data] : [];
  const refill = useMarkRefilled();
  const [busy, setBusy] = useState<string | null>(null);
  // Set Full is MAINT's (editDispensers), on each list's own bar
  const canRefill = (barId: string) => can(barId === selectedBar?.id ? role : user ? deriveRole(user, barId) : 'GUEST', 'editDispensers');
  const markRefilled = async (barId: string, dispenserId: string) => {
    setBusy(dispenserId);
    try {
      await refill.mutateAsync({ barId, dispenserId });
      notifySuccess(t('refilled'));
    } catch (error) {
      notifyError(error, t('refillFailed'));
    } finally {
      setBusy(null);
    }
  };
  const download = () => {
    const day = new Date().toISOString().slice(0, 10);
    downloadRestockCsv(scope === 'all' || !selectedBar ? 'all' : { barId: selectedBar.id }, `restock-${day}.csv`).catch((error: unknown) =>
      notifyError(error, t('downloadFailed')),
    );
  };
  const withLines = lists.filter((l) => l.lines.length > 0);
  return (
    <>
      <RestockPrintStyles />
      <PageTitle
        title={t('title')}
        breadcrumbs={[{ label: t('title') }, { label: scope === 'all' ? t('scope.all') : (selectedBar?.name ?? '') }]}
        actions={
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-no-print>
            {selectedBar ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={scope}
                aria-label={t('scope.label')}
                onChange={(_e, value: Scope | null) => value && setParams(value === 'all' ? { scope: 'all' } : {}, { replace: true })}
              >
                <ToggleButton value="bar">{t('scope.bar')}</ToggleButton>
                <ToggleButton value="all">{t('scope.all')}</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!withLines.length}>
              {t('downloadCsv')}
            </Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!lists.length}>
              {t('print')}
            </Button>
          </Stack>
        }
      />
      <Typography data-print-only variant="body2" sx={{ mb: 1 }}>
        {t('printedAt', { at: format.dateTime(new Date()) })}
      </Typography>
      {query.isPending && query.fetchStatus !== 'idle' ? (
        <PageLoader />
      ) : query.isError ? (
        <Alert severity="error">{t('loadFailed')}</Alert>
      ) : lists.length === 0 ? (
        <Typography color="text.secondary">{t('noBars')}</Typography>
      ) : (
        <Stack spacing={2}>
          {scope === 'all' ? (
            <Typography variant="body2" color="text.secondary">
              {t('runSummary', { count: withLines.length, total: lists.length })}
            </Typography>
          ) : null}
          {(scope === 'all' ? withLines : lists).map((list) => (
            <RestockTable
              key={list.barId}
              list={list}
              busy={busy}
              onRefilled={canRefill(list.barId) ? (dispenserId) => void markRefilled(list.barId, dispenserId) : undefined}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
