import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatMoney } from '../format';

interface Props {
  order: { nickname: string | null; price: number; currency: string } | null;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a paid order is voided: the money goes back and it cannot be undone. */
export function RefundDialog({ order, pending = false, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={order !== null} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Refund Order</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {order
            ? `Void the payment of ${formatMoney(order.price, order.currency)}${order.nickname ? ` by ${order.nickname}` : ''}? The money goes back to the card and this cannot be undone.`
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={pending} autoFocus>
          Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}
