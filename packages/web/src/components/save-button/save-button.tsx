import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A form's submit button: disabled with a spinner while the save is pending (SPEC §4). */
export function SaveButton({ pending, children, ...rest }: ButtonProps & { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      {...rest}
      disabled={pending || rest.disabled}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : rest.startIcon}
    >
      {children ?? t('actions.save')}
    </Button>
  );
}
