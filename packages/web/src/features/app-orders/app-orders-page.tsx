import Box from '@mui/material/Box';
import { APP_ORDER_LIST_FIELDS, DEFAULT_PER_PAGE } from '@bar/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { useBarFormat } from '../../lib/format/use-format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { APP_ORDERS_LIST_PATH, appOrdersQueryOptions, type AppOrderRow } from './api/get-app-orders';
import { useRefundAppOrder } from './api/refund-app-order';
import { canRefund } from './can-refund';
import { appOrderColumns } from './components/app-order-columns';
import { RefundDialog } from './components/refund-dialog';
import { useLiveAppOrdersRefresh } from './use-live-app-orders-refresh';
import { ExportListButton } from '../../components/export-list-button/export-list-button';

/** /app-orders: the bar's customer orders, ten per page; paid Shift4 orders can be refunded. */
export function AppOrdersView({ barId }: { barId: string }) {
  const { t } = useTranslation('app-orders');
  const navigate = useNavigate();
  const { role } = useSession();
  const [refunding, setRefunding] = useState<AppOrderRow | null>(null);
  const refund = useRefundAppOrder(barId, () => setRefunding(null));
  useLiveAppOrdersRefresh(barId);
  const list = useListController<AppOrderRow>({
    resource: APP_ORDERS_LIST_PATH,
    defaultPerPage: DEFAULT_PER_PAGE.orders,
    defaultSort: { field: 'createdAt', order: -1 },
    sortableFields: APP_ORDER_LIST_FIELDS.sortable,
    filterableFields: APP_ORDER_LIST_FIELDS.searchable,
    queryOptions: appOrdersQueryOptions(barId),
  });
  const format = useBarFormat();
  const columns = useMemo(() => appOrderColumns(t, format, (order) => canRefund(role, order), setRefunding), [t, format, role]);
  return (
    <Box>
      <PageTitle
        title={t('list.title')}
        breadcrumbs={[{ label: t('list.title'), to: paths.appOrders.href() }]}
        actions={<ExportListButton barId={barId} collectionName="AppOrder" search={list.state.filters} />}
      />
      <PagedTable label={t('list.title')} controller={list} columns={columns} onRowClick={(order) => void navigate(paths.appOrder.href(order.id))} />
      <RefundDialog
        order={refunding}
        pending={refund.isPending}
        onCancel={() => setRefunding(null)}
        onConfirm={() => refunding && refund.mutate(refunding.id, { onError: () => setRefunding(null) })}
      />
    </Box>
  );
}

export default function AppOrdersPage() {
  const { selectedBarId } = useSession();
  return selectedBarId ? <AppOrdersView barId={selectedBarId} /> : null;
}
