import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { PageTitle } from '../../components/page-title/page-title';
import type { SelectedBar } from '../../lib/bar-queries';
import { useSession } from '../../lib/session-context';
import type { DrinkRow } from './api/drink-row';
import { DeleteDrinkDialog } from './components/delete-drink-dialog';
import { QueueSectionTable } from './components/queue-section-table';
import { queueSections } from './queue-sections';
import { useDrinkQueue } from './use-drink-queue';
import { useNow } from './use-now';
import { useQueueActions } from './use-queue-actions';

/** /drink-queue for the selected bar: the active drinks by status, kept current live. */
export function DrinkQueueView({ bar }: { bar: Pick<SelectedBar, 'id' | 'name' | 'version'> }) {
  const query = useDrinkQueue(bar.id);
  const actions = useQueueActions(bar.id);
  const now = useNow();
  const [deleting, setDeleting] = useState<DrinkRow | null>(null);
  const sections = useMemo(() => queueSections(query.data ?? []), [query.data]);
  const ms1 = bar.version === 'ms1';
  const title = bar.name || 'Drink Queue';

  return (
    <Box>
      <PageTitle title={title} breadcrumbs={[{ label: 'Drink Queue' }, { label: title }]} />
      {query.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message || 'The queue could not be loaded.'}
        </Alert>
      ) : null}
      {query.isLoading ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {sections.map((section) => (
            <Skeleton key={section.status} variant="rounded" height={96} />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {sections.map((section) => (
            <QueueSectionTable key={section.status} section={section} ms1={ms1} now={now} actions={actions} onDelete={setDeleting} />
          ))}
        </Box>
      )}
      <DeleteDrinkDialog
        drink={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(drink) => {
          setDeleting(null);
          actions.remove(drink);
        }}
      />
    </Box>
  );
}

export default function DrinkQueuePage() {
  const { selectedBar } = useSession();
  return selectedBar ? <DrinkQueueView bar={selectedBar} /> : null;
}
