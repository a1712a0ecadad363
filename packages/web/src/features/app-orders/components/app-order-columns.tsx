import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { APP_ORDER_FILTER_STATUSES, APP_ORDER_TYPES, PAYMENT_METHODS } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { AppOrderRow } from '../api/get-app-orders';
import type { BarFormat } from '../../../lib/format/use-format';
import { paymentLabel, sourceLabel } from '../labels';

const options = <V extends string>(values: readonly V[], label: (value: V) => string) => values.map((value) => ({ value, label: label(value) }));
const STATUS_COLORS = { open: 'info', paid: 'success', error: 'error', refunded: 'default' } as const;

export function AppOrderStatus({ status }: { status: AppOrderRow['status'] }) {
  const { t } = useTranslation('app-orders');
  return <Chip size="small" variant="outlined" label={t(`statuses.${status}`)} color={STATUS_COLORS[status] ?? 'default'} />;
}

/** Columns of /app-orders: status filter open/paid/error, source select, number filter for price. */
export function appOrderColumns(
  t: TFunction<'app-orders'>,
  format: BarFormat,
  refundable: (order: AppOrderRow) => boolean,
  onRefund: (order: AppOrderRow) => void,
): PagedTableColumn<AppOrderRow>[] {
  return [
    { field: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (order) => format.dateTime(order.createdAt), minWidth: 130 },
    { field: 'nickname', header: t('columns.nickname'), sortable: true, filter: { type: 'text' }, render: (order) => order.nickname || '-' },
    {
      field: 'type',
      header: t('columns.source'),
      sortable: true,
      filter: { type: 'select', options: options(APP_ORDER_TYPES, (value) => t(`sources.${value}`)) },
      render: (order) => sourceLabel(t, order.type),
    },
    {
      field: 'paymentMethod',
      header: t('columns.payment'),
      sortable: true,
      filter: { type: 'select', options: options(PAYMENT_METHODS, (value) => t(`paymentMethods.${value}`)) },
      render: (order) => paymentLabel(t, order.paymentMethod),
    },
    {
      field: 'price',
      header: t('columns.price'),
      sortable: true,
      align: 'right',
      filter: { type: 'number' },
      render: (order) => format.price(order.price, order.currency),
    },
    {
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      filter: { type: 'select', options: options(APP_ORDER_FILTER_STATUSES, (value) => t(`statuses.${value}`)) },
      render: (order) => <AppOrderStatus status={order.status} />,
    },
    {
      field: 'actions',
      header: t('columns.actions'),
      priority: 1,
      align: 'right',
      render: (order) =>
        refundable(order) ? (
          <Button
            size="small"
            color="error"
            variant="outlined"
            aria-label={t('actions.refundOrderOf', { name: order.nickname || t('list.customer') })}
            onClick={(event) => {
              event.stopPropagation();
              onRefund(order);
            }}
            onKeyDown={(event) => event.stopPropagation()}
          >
            {t('actions.refund')}
          </Button>
        ) : null,
    },
  ];
}
