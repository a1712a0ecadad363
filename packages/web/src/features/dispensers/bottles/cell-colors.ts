import type { Theme } from '@mui/material/styles';
import type { DispenserCellState } from '@bar/domain';

export const CELL_STATE_LABELS: Record<DispenserCellState, string> = {
  normal: 'Normal',
  warning: 'Less than 30%',
  danger: 'Empty',
  disabled: 'Disabled',
  fake: 'Placeholder',
};

/** Fill of a cell by state, from the theme so light and dark both read well. */
export function cellFill(theme: Theme, state: DispenserCellState): string {
  switch (state) {
    case 'normal':
      return theme.palette.success.main;
    case 'warning':
      return theme.palette.warning.main;
    case 'danger':
      return theme.palette.error.main;
    case 'disabled':
      return theme.palette.grey[theme.palette.mode === 'dark' ? 700 : 400];
    case 'fake':
      return 'transparent';
  }
}
