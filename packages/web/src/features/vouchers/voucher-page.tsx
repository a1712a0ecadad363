import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VOUCHER_TYPE_LABELS } from '@bar/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
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
import { formatDateTime, formatPrice } from './format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** /vouchers/{id}: the voucher, its status and raw data; a bad id shows not-found, another failed load goes back to /vouchers. */
export function VoucherView({ barId, id }: { barId: string; id: string }) {
  const { data: voucher, error } = useVoucher(barId, id);

  if (error) return <DetailLoadFailure error={error} listHref={paths.vouchers.href()} />;
  if (!voucher) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={voucher.code}
        breadcrumbs={[{ label: 'Vouchers', to: paths.vouchers.href() }, { label: voucher.code }]}
        actions={<CopyButton text={voucher.code} label="Copy code" />}
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        <Field label="Nickname">{voucher.nickname}</Field>
        <Field label="Email">{voucher.email || '-'}</Field>
        <Field label="Type">{VOUCHER_TYPE_LABELS[voucher.type] ?? voucher.type}</Field>
        <Field label="Value">{voucher.type === 'free' ? '-' : formatPrice(voucher.value)}</Field>
        <Field label="Status">
          <VoucherStatus status={voucher.status} />
        </Field>
        <Field label="Created At">{formatDateTime(voucher.createdAt)}</Field>
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
