import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmRemake } from '../../components/confirm-dialog/confirm-remake';
import { useConfirm } from '../../components/confirm-dialog/use-confirm';
import { LiveDimmed } from '../../components/live-dimmed/live-dimmed';
import { PageTitle } from '../../components/page-title/page-title';
import type { SelectedBar } from '../../lib/bar-queries';
import { useLiveNow } from '../../lib/live/use-live-now';
import { useSession } from '../../lib/session-context';
import type { DrinkRow } from './api/drink-row';
import { confirmDeleteDrink } from './confirm-delete-drink';
import { QueueSectionTable } from './components/queue-section-table';
import { recipeName } from './drink-labels';
import { queueSections } from './queue-sections';
import { useDrinkQueue } from './use-drink-queue';
import { useQueueActions } from './use-queue-actions';

/** /drink-queue for the selected bar: the active drinks by status, kept current live. */
export function DrinkQueueView({ bar }: { bar: Pick<SelectedBar, 'id' | 'name' | 'version'> }) {
  const { t } = useTranslation('drink-queue');
  const query = useDrinkQueue(bar.id);
  const actions = useQueueActions(bar.id);
  const now = useLiveNow();
  const confirm = useConfirm();
  const askRemake = (drink: DrinkRow) =>
    confirm.ask(confirmRemake(bar.name, { recipe: recipeName(t, drink), customer: drink.name?.trim() || null }), () => actions.remake(drink));
  const askDelete = (drink: DrinkRow) => confirm.ask(confirmDeleteDrink(t, drink), () => actions.remove(drink));
  const sections = useMemo(() => queueSections(query.data ?? []), [query.data]);
  const ms1 = bar.version === 'ms1';
  const title = bar.name || t('title');

  return (
    <Box>
      <PageTitle title={title} breadcrumbs={[{ label: t('title') }, { label: title }]} />
      {query.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {query.error.message || t('loadFailed')}
        </Alert>
      ) : null}
      {query.isLoading ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {sections.map((section) => (
            <Skeleton key={section.status} variant="rounded" height={96} />
          ))}
        </Box>
      ) : (
        <LiveDimmed>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {sections.map((section) => (
              <QueueSectionTable key={section.status} section={section} ms1={ms1} now={now} actions={actions} onRemake={askRemake} onDelete={askDelete} />
            ))}
          </Box>
        </LiveDimmed>
      )}
      {confirm.dialog}
    </Box>
  );
}

export default function DrinkQueuePage() {
  const { selectedBar } = useSession();
  return selectedBar ? <DrinkQueueView bar={selectedBar} /> : null;
}
