import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PER_PAGE, DRINK_LIST_FIELDS } from '@bar/domain';
import { useCallback, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { confirmRemake } from '../../../components/confirm-dialog/confirm-remake';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { useListController } from '../../../components/list/use-list-controller';
import { PagedTable } from '../../../components/paged-table/paged-table';
import { useBarFormat } from '../../../lib/format/use-format';
import { useLiveMessages } from '../../../lib/live/live-context';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { acknowledgeDrink } from '../api/acknowledge-drink';
import { DRINKS_LIST_PATH, productionDrinksQueryOptions, type ProductionDrink } from '../api/get-production-drinks';
import { remakeDrink } from '../api/remake-drink';
import type { ProductionTabConfig } from '../production-tabs';
import { drinkColumns, recipeName } from './drink-columns';
import { ExportButton } from './export-button';

/** One production tab: the paged, filterable drinks of its status, with export and row actions. */
export function ProductionTable({
  barId,
  barName,
  ms1,
  config,
  tabs,
}: {
  barId: string;
  barName: string;
  ms1: boolean;
  config: ProductionTabConfig;
  tabs: ReactNode;
}) {
  const { t } = useTranslation('production');
  const format = useBarFormat();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const list = useListController<ProductionDrink>({
    resource: DRINKS_LIST_PATH,
    defaultPerPage: DEFAULT_PER_PAGE.production,
    defaultSort: { field: 'createdAt', order: -1 },
    sortableFields: DRINK_LIST_FIELDS.sortable,
    filterableFields: DRINK_LIST_FIELDS.searchable,
    queryOptions: productionDrinksQueryOptions(barId, config.status),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['drinks'] });
  // A drink finishing live with this tab's status shows up without a reload.
  const statuses = config.status.split(',');
  useLiveMessages(
    (message, messageBarId) => {
      const status = (message.payload as { status?: unknown } | null)?.status;
      if (messageBarId === barId && typeof status === 'string' && statuses.includes(status)) list.refetch();
    },
    ['drink'],
  );
  const acknowledge = useMutation({
    mutationFn: (drink: ProductionDrink) => acknowledgeDrink(barId, drink.id),
    onSuccess: () => notifySuccess(t('toasts.acknowledged')),
    onError: (error) => notifyError(error),
    onSettled: reload,
  });
  const remake = useMutation({
    mutationFn: (drink: ProductionDrink) => remakeDrink(barId, drink.id),
    onSuccess: () => notifySuccess(t('toasts.ordered')),
    onError: (error) => notifyError(error, t('toasts.orderFailed')),
    onSettled: reload,
  });
  const busyId = (acknowledge.isPending && acknowledge.variables?.id) || (remake.isPending && remake.variables?.id) || null;
  const { ask } = confirm;
  // mutate is stable while the mutation object is new on every render
  const { mutate: remakeNow } = remake;
  const askRemake = useCallback(
    (drink: ProductionDrink) => ask(confirmRemake(barName, { recipe: recipeName(t, drink), customer: drink.name?.trim() || null }), () => remakeNow(drink)),
    [t, ask, barName, remakeNow],
  );
  const columns = useMemo(
    () => drinkColumns({ t, format, acknowledge: config.acknowledge, ms1, busyId, onAcknowledge: acknowledge.mutate, onRemake: askRemake }),
    [t, format, config.acknowledge, ms1, busyId, acknowledge.mutate, askRemake],
  );
  const search = { ...list.state.filters, status: list.state.filters.status ?? config.status };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{tabs}</Box>
        <ExportButton barId={barId} search={search} />
      </Box>
      <PagedTable label={t(`tables.${config.tab}`)} controller={list} columns={columns} />
      {confirm.dialog}
    </Box>
  );
}
