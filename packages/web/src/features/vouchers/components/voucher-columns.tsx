import Chip from '@mui/material/Chip';
import { VOUCHER_STATUSES, VOUCHER_TYPE_LABELS, VOUCHER_TYPES } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { VoucherRow } from '../api/get-vouchers';
import { formatDateTime, formatPrice } from '../format';

const TYPE_OPTIONS = VOUCHER_TYPES.map((type) => ({ value: type, label: type }));
const STATUS_OPTIONS = VOUCHER_STATUSES.map((status) => ({ value: status, label: status }));
const STATUS_COLORS = { created: 'info', printed: 'primary', emailed: 'primary', used: 'success', disabled: 'default', expired: 'warning' } as const;

export function VoucherStatus({ status }: { status: VoucherRow['status'] }) {
  return <Chip size="small" variant="outlined" label={status} color={STATUS_COLORS[status] ?? 'default'} />;
}

/** Columns of /vouchers (SPEC §2): Created At, Type (free/valued), Code, Value, Status. */
export const voucherColumns: PagedTableColumn<VoucherRow>[] = [
  { field: 'createdAt', header: 'Created At', sortable: true, render: (voucher) => formatDateTime(voucher.createdAt), minWidth: 130 },
  {
    field: 'type',
    header: 'Type',
    sortable: true,
    filter: { type: 'select', options: TYPE_OPTIONS },
    render: (voucher) => <span title={VOUCHER_TYPE_LABELS[voucher.type]}>{voucher.type}</span>,
  },
  { field: 'code', header: 'Code', sortable: true, render: (voucher) => <code>{voucher.code}</code> },
  { field: 'value', header: 'Value', sortable: true, align: 'right', render: (voucher) => (voucher.type === 'free' ? '-' : formatPrice(voucher.value)) },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    filter: { type: 'select', options: STATUS_OPTIONS },
    render: (voucher) => <VoucherStatus status={voucher.status} />,
  },
];
