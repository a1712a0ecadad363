import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CommandButton } from './command-button';

interface Props {
  cupError: boolean;
  pending: boolean;
  /** The bar cannot take the command now (offline). */
  disabled?: boolean;
  /** The user's role may not control the bar: the state is shown, without a button. */
  readOnly?: boolean;
  onRestore: () => void;
}

/** 'Cups Alarm' in the error colour while the bar has a cup error (pressing restores it), else a disabled 'Cups Ok'. */
export function CupButton({ cupError, pending, disabled = false, readOnly = false, onRestore }: Props) {
  const { t } = useTranslation('activity');
  const label = cupError ? t('controls.cupsAlarm') : t('controls.cupsOk');
  if (readOnly) {
    return <Chip label={label} color={cupError ? 'error' : 'success'} variant={cupError ? 'filled' : 'outlined'} data-testid="cup-state" />;
  }
  return (
    <CommandButton
      label={label}
      color={cupError ? 'error' : 'success'}
      variant={cupError ? 'contained' : 'outlined'}
      pending={pending}
      disabled={disabled || !cupError}
      onClick={onRestore}
    />
  );
}
