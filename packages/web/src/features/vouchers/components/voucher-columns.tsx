import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { VOUCHER_STATUSES, VOUCHER_TYPES } from '@bar/domain';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { VoucherRow } from '../api/get-vouchers';
import type { BarFormat } from '../../../lib/format/use-format';

const STATUS_COLORS = { created: 'info', printed: 'primary', emailed: 'primary', used: 'success', disabled: 'default', expired: 'warning' } as const;

export function VoucherStatus({ status }: { status: VoucherRow['status'] }) {
  const { t } = useTranslation('vouchers');
  return <Chip size="small" variant="outlined" label={t(`statuses.${status}`, { defaultValue: status })} color={STATUS_COLORS[status] ?? 'default'} />;
}

/** Columns of /vouchers (SPEC §2): Created At, Type (free/valued), Code, Value, Status. */
export function voucherColumns(format: BarFormat, t: TFunction<'vouchers'>): PagedTableColumn<VoucherRow>[] {
  return [
    { field: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (voucher) => format.dateTime(voucher.createdAt), minWidth: 130 },
    {
      field: 'type',
      header: t('columns.type'),
      sortable: true,
      filter: { type: 'select', options: VOUCHER_TYPES.map((type) => ({ value: type, label: t(`typeCodes.${type}`) })) },
      render: (voucher) => (
        <span title={t(`types.${voucher.type}`, { defaultValue: voucher.type })}>{t(`typeCodes.${voucher.type}`, { defaultValue: voucher.type })}</span>
      ),
    },
    { field: 'code', header: t('columns.code'), sortable: true, render: (voucher) => <code>{voucher.code}</code> },
    {
      field: 'value',
      header: t('columns.value'),
      sortable: true,
      align: 'right',
      render: (voucher) => (voucher.type === 'free' ? '-' : format.price(voucher.value)),
    },
    {
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      filter: { type: 'select', options: VOUCHER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })) },
      render: (voucher) => <VoucherStatus status={voucher.status} />,
    },
  ];
}
