import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: disabled with a spinner while the save is pending (SPEC §4). */
export function SaveButton({ pending, children = 'Save', ...rest }: ButtonProps & { pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...rest}
      disabled={pending || rest.disabled}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : rest.startIcon}
    >
      {children}
    </Button>
  );
}
