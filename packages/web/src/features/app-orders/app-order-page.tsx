import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useAppOrder, type AppOrderDetailRow } from './api/get-app-order';
import { useRefundAppOrder } from './api/refund-app-order';
import { canRefund } from './can-refund';
import { AppOrderStatus } from './components/app-order-columns';
import { RefundDialog } from './components/refund-dialog';
import { useBarFormat } from '../../lib/format/use-format';
import { drinkStatusLabel, paymentLabel, sourceLabel } from './labels';
import { useLiveAppOrdersRefresh } from './use-live-app-orders-refresh';
import { LabelledValue } from '../../components/labelled-value/labelled-value';

function OrderSummary({ order }: { order: AppOrderDetailRow }) {
  const { t } = useTranslation('app-orders');
  const format = useBarFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      <LabelledValue label={t('columns.nickname')}>{order.nickname || '-'}</LabelledValue>
      <LabelledValue label={t('columns.source')}>{sourceLabel(t, order.type)}</LabelledValue>
      <LabelledValue label={t('columns.payment')}>{paymentLabel(t, order.paymentMethod)}</LabelledValue>
      <LabelledValue label={t('columns.price')}>{format.price(order.price, order.currency)}</LabelledValue>
      <LabelledValue label={t('columns.status')}>
        <AppOrderStatus status={order.status} />
      </LabelledValue>
      <LabelledValue label={t('columns.createdAt')}>{format.dateTime(order.createdAt)}</LabelledValue>
      <LabelledValue label={t('columns.transaction')}>{order.transactionId || '-'}</LabelledValue>
      {order.refundedAt ? (
        <LabelledValue label={t('columns.refunded')}>
          {format.dateTime(order.refundedAt)}
          {order.refundedBy?.email ? t('columns.refundedBy', { email: order.refundedBy.email }) : ''}
        </LabelledValue>
      ) : null}
    </Paper>
  );
}

function OrderDrinks({ order }: { order: AppOrderDetailRow }) {
  const { t } = useTranslation('app-orders');
  const format = useBarFormat();
  return (
    <Paper variant="outlined" sx={{ mt: 2, overflow: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1rem', fontWeight: 600 }}>
        {t('drinks.title')}
      </Typography>
      <Table size="small" aria-label={t('drinks.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('drinks.recipe')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('drinks.name')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{t('drinks.status')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('drinks.price')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.drinks.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                <Typography color="text.secondary">{t('drinks.empty')}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {order.drinks.map((drink) => (
            <TableRow key={drink.id}>
              <TableCell>{drink.recipe?.name || t('drinks.noRecipeName')}</TableCell>
              <TableCell>{drink.name || '-'}</TableCell>
              <TableCell>{drinkStatusLabel(t, drink.status)}</TableCell>
              <TableCell align="right">{format.price(drink.recipe?.price ?? 0, order.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /app-orders/{id}: the order and its drinks; a bad id shows not-found, another failed load goes back to the list. */
export function AppOrderView({ barId, id }: { barId: string; id: string }) {
  const { t } = useTranslation('app-orders');
  const navigate = useNavigate();
  const { role } = useSession();
  const { data: order, error } = useAppOrder(barId, id);
  useLiveAppOrdersRefresh(barId);
  const [confirming, setConfirming] = useState(false);
  const refund = useRefundAppOrder(barId, () => {
    setConfirming(false);
    void navigate(paths.appOrders.href());
  });

  if (error) return <DetailLoadFailure error={error} listHref={paths.appOrders.href()} />;
  if (!order) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={order.nickname || t('detail.title')}
        breadcrumbs={[{ label: t('list.title'), to: paths.appOrders.href() }, { label: order.nickname || order.id }]}
        actions={
          canRefund(role, order) ? (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              {t('actions.refund')}
            </Button>
          ) : null
        }
      />
      <OrderSummary order={order} />
      <OrderDrinks order={order} />
      {role === 'SUPERADMIN' ? <RawDataPanel data={order} /> : null}
      <RefundDialog
        order={confirming ? order : null}
        pending={refund.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => refund.mutate(order.id, { onError: () => setConfirming(false) })}
      />
    </Box>
  );
}

export default function AppOrderPage() {
  const { id = '' } = useParams();
  const { selectedBarId } = useSession();
  return selectedBarId ? <AppOrderView barId={selectedBarId} id={id} /> : null;
}
