import Chip, { type ChipProps } from '@mui/material/Chip';

const COLORS: Record<string, ChipProps['color']> = {
  RUNNING: 'success',
  IDLE: 'info',
  STOP: 'warning',
  STOPPED: 'warning',
  MAINTENANCE: 'info',
  ABORTED: 'error',
  EMERGENCY: 'error',
  'FENCES OPEN': 'error',
  DISABLED: 'default',
  CLOSED: 'default',
};

/** A robot or bar status word, coloured by how much attention it needs. */
export function StatusChip({ status, offline = false, ...rest }: { status: string; offline?: boolean } & Omit<ChipProps, 'label' | 'color'>) {
  return <Chip size="small" label={status} color={offline ? 'error' : (COLORS[status] ?? 'default')} variant={offline ? 'outlined' : 'filled'} {...rest} />;
}
