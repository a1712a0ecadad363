import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { DrinkRow } from '../api/drink-row';
import { recipeName } from '../drink-labels';

interface Props {
  drink: DrinkRow | null;
  onConfirm: (drink: DrinkRow) => void;
  onCancel: () => void;
}

/** 'Delete Recipe': asks before a queued drink is dropped. */
export function DeleteDrinkDialog({ drink, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={drink !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Delete Recipe</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {drink ? `Delete ${recipeName(drink)}${drink.name ? ` for ${drink.name}` : ''} from the queue? The bar will not make it.` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={() => drink && onConfirm(drink)} variant="contained" color="error" autoFocus>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
