import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBarFormat } from '../../../lib/format/use-format';

interface Props {
  order: { nickname: string | null; price: number; currency: string } | null;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a paid order is voided: the money goes back and it cannot be undone. */
export function RefundDialog({ order, pending = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('app-orders');
  const format = useBarFormat();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={order !== null} onClose={pending ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('refund.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {order
            ? order.nickname
              ? t('refund.textBy', { amount: format.price(order.price, order.currency), nickname: order.nickname })
              : t('refund.text', { amount: format.price(order.price, order.currency) })
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={pending} autoFocus>
          {t('actions.refund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
