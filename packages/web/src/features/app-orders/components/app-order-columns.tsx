import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { APP_ORDER_FILTER_STATUSES, APP_ORDER_TYPES, PAYMENT_METHODS } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { AppOrderRow } from '../api/get-app-orders';
import { formatDateTime, formatMoney } from '../format';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const STATUS_COLORS = { open: 'info', paid: 'success', error: 'error', refunded: 'default' } as const;

export function AppOrderStatus({ status }: { status: AppOrderRow['status'] }) {
  return <Chip size="small" variant="outlined" label={status} color={STATUS_COLORS[status] ?? 'default'} />;
}

/** Columns of /app-orders: status filter open/paid/error, source select, number filter for price. */
export function appOrderColumns(refundable: (order: AppOrderRow) => boolean, onRefund: (order: AppOrderRow) => void): PagedTableColumn<AppOrderRow>[] {
  return [
    { field: 'createdAt', header: 'Created At', sortable: true, render: (order) => formatDateTime(order.createdAt), minWidth: 130 },
    { field: 'nickname', header: 'Nickname', sortable: true, filter: { type: 'text' }, render: (order) => order.nickname || '-' },
    { field: 'type', header: 'Source', sortable: true, filter: { type: 'select', options: options(APP_ORDER_TYPES) } },
    { field: 'paymentMethod', header: 'Payment', sortable: true, filter: { type: 'select', options: options(PAYMENT_METHODS) } },
    {
      field: 'price',
      header: 'Price',
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (order) => formatMoney(order.price, order.currency),
    },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      filter: { type: 'select', options: options(APP_ORDER_FILTER_STATUSES) },
      render: (order) => <AppOrderStatus status={order.status} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (order) =>
        refundable(order) ? (
          <Button
            size="small"
            color="error"
            variant="outlined"
            aria-label={`Refund order of ${order.nickname || 'customer'}`}
            onClick={(event) => {
              event.stopPropagation();
              onRefund(order);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            Refund
          </Button>
        ) : null,
    },
  ];
}
