import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrinkRow } from '../api/drink-row';
import { recipeName } from '../drink-labels';

interface Props {
  drink: DrinkRow | null;
  onConfirm: (drink: DrinkRow) => void;
  onCancel: () => void;
}

/** 'Delete Recipe': asks before a queued drink is dropped. */
export function DeleteDrinkDialog({ drink, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('drink-queue');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={drink !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {drink
            ? drink.name
              ? t('deleteDialog.textFor', { recipe: recipeName(t, drink), name: drink.name })
              : t('deleteDialog.text', { recipe: recipeName(t, drink) })
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button onClick={() => drink && onConfirm(drink)} variant="contained" color="error" autoFocus>
          {t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
