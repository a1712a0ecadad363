import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
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
import { formatDateTime, formatMoney } from './format';
import { useLiveAppOrdersRefresh } from './use-live-app-orders-refresh';

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

function OrderSummary({ order }: { order: AppOrderDetailRow }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      <Field label="Nickname">{order.nickname || '-'}</Field>
      <Field label="Source">{order.type}</Field>
      <Field label="Payment">{order.paymentMethod}</Field>
      <Field label="Price">{formatMoney(order.price, order.currency)}</Field>
      <Field label="Status">
        <AppOrderStatus status={order.status} />
      </Field>
      <Field label="Created At">{formatDateTime(order.createdAt)}</Field>
      <Field label="Transaction">{order.transactionId || '-'}</Field>
      {order.refundedAt ? (
        <Field label="Refunded">
          {formatDateTime(order.refundedAt)}
          {order.refundedBy?.email ? ` by ${order.refundedBy.email}` : ''}
        </Field>
      ) : null}
    </Paper>
  );
}

function OrderDrinks({ order }: { order: AppOrderDetailRow }) {
  return (
    <Paper variant="outlined" sx={{ mt: 2, overflow: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1rem', fontWeight: 600 }}>
        Drinks
      </Typography>
      <Table size="small" aria-label="Drinks of the order">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Recipe</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Name</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Status</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              Price
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.drinks.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                <Typography color="text.secondary">No Results</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {order.drinks.map((drink) => (
            <TableRow key={drink.id}>
              <TableCell>{drink.recipe?.name || 'NO RECIPE NAME FOUND'}</TableCell>
              <TableCell>{drink.name || '-'}</TableCell>
              <TableCell>{drink.status}</TableCell>
              <TableCell align="right">{formatMoney(drink.recipe?.price ?? 0, order.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** /app-orders/{id}: the order and its drinks; a bad id shows not-found, another failed load goes back to the list. */
export function AppOrderView({ barId, id }: { barId: string; id: string }) {
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
        title={order.nickname || 'App Order'}
        breadcrumbs={[{ label: 'App Orders', to: paths.appOrders.href() }, { label: order.nickname || order.id }]}
        actions={
          canRefund(role, order) ? (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              Refund
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
