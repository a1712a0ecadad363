import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button/copy-button';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useVoucher } from './api/get-voucher';
import { VoucherStatus } from './components/voucher-columns';
import { VoucherStatusForm } from './components/voucher-status-form';
import { useBarFormat } from '../../lib/format/use-format';
import { LabelledValue } from '../../components/labelled-value/labelled-value';

/** /vouchers/{id}: the voucher, its status and raw data; a bad id shows not-found, another failed load goes back to /vouchers. */
export function VoucherView({ barId, id }: { barId: string; id: string }) {
  const { t } = useTranslation('vouchers');
  const { data: voucher, error } = useVoucher(barId, id);
  const format = useBarFormat();

  if (error) return <DetailLoadFailure error={error} listHref={paths.vouchers.href()} />;
  if (!voucher) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={voucher.code}
        breadcrumbs={[{ label: t('title'), to: paths.vouchers.href() }, { label: voucher.code }]}
        actions={<CopyButton text={voucher.code} label={t('detail.copyCode')} />}
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        <LabelledValue label={t('detail.nickname')}>{voucher.nickname}</LabelledValue>
        <LabelledValue label={t('detail.email')}>{voucher.email || '-'}</LabelledValue>
        <LabelledValue label={t('detail.type')}>{t(`types.${voucher.type}`, { defaultValue: voucher.type })}</LabelledValue>
        <LabelledValue label={t('detail.value')}>{voucher.type === 'free' ? '-' : format.price(voucher.value)}</LabelledValue>
        <LabelledValue label={t('detail.status')}>
          <VoucherStatus status={voucher.status} />
        </LabelledValue>
        <LabelledValue label={t('detail.createdAt')}>{format.dateTime(voucher.createdAt)}</LabelledValue>
      </Paper>
      <VoucherStatusForm key={`${voucher.id}-${voucher.status}`} barId={barId} voucher={voucher} />
      <RawDataPanel data={voucher} />
    </Box>
  );
}

export default function VoucherPage() {
  const { id = '' } = useParams();
  const { selectedBarId } = useSession();
  return selectedBarId ? <VoucherView barId={selectedBarId} id={id} /> : null;
}
