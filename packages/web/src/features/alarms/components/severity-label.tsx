import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import type { AlarmSeverity } from '@bar/domain';
import { useTranslation } from 'react-i18next';

const LOOK = {
  critical: { color: 'error', Icon: ErrorIcon },
  warning: { color: 'warning', Icon: WarningAmberIcon },
} as const;

/** The severity as an icon and its word, coloured: colour is never the only sign. */
export function SeverityLabel({ severity }: { severity: AlarmSeverity }) {
  const { t } = useTranslation('alarms');
  const { color, Icon } = LOOK[severity];
  return <Chip size="small" variant="outlined" color={color} icon={<Icon fontSize="small" />} label={t(`severities.${severity}`)} />;
}
