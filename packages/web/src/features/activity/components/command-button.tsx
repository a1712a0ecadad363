import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props extends Omit<ButtonProps, 'children'> {
  label: string;
  /** The command is in flight: the button is disabled and shows a spinner. */
  pending?: boolean;
}

/** A control button of the bar; disabled while its command is pending. */
export function CommandButton({ label, pending = false, disabled, startIcon, size = 'small', variant = 'outlined', ...rest }: Props) {
  return (
    <Button
      {...rest}
      size={size}
      variant={variant}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      startIcon={pending ? <CircularProgress size={14} color="inherit" /> : startIcon}
    >
      {label}
    </Button>
  );
}
