import type { Theme } from '@mui/material/styles';
import type { DispenserCellState } from '@bar/domain';

/**
 * Whether a state has a gloss beside its name in the legend (normal needs none). The SPEC §4 names
 * are the texts cellStates.<state>, the glosses cellHints.<state>.
 */
export const hasHint = (state: DispenserCellState): state is Exclude<DispenserCellState, 'normal'> => state !== 'normal';

export interface CellColors {
  fill: string;
  stroke: string;
  text: string;
}

/**
 * Colours of a cell by state. The theme switches light/dark through CSS variables, so these are
 * variable references (theme.vars) that follow the scheme without a re-render; without variables
 * (a bare theme in tests) the plain palette.
 */
export function cellColors(theme: Theme, state: DispenserCellState): CellColors {
  const p = (theme.vars ?? theme).palette;
  const stroke = p.background.paper;
  switch (state) {
    case 'normal':
      return { fill: p.success.main, stroke, text: p.success.contrastText };
    case 'warning':
      return { fill: p.warning.main, stroke, text: p.warning.contrastText };
    case 'danger':
      return { fill: p.error.main, stroke, text: p.error.contrastText };
    case 'disabled':
      return { fill: p.action.disabled, stroke, text: p.text.primary };
    case 'fake':
      return { fill: 'transparent', stroke: p.divider, text: p.text.disabled };
  }
}
