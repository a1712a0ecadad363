import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { enBundled } from '../../lib/i18n/english';
import { useLiveLost } from '../../lib/live/live-context';

/** Worded apart from a bar being OFFLINE: here it is the console that lost its live link. */
export const LIVE_LOST_MESSAGE = enBundled.common.live.lost;

/** Stays in view below the app bar while the console is not receiving live updates. */
export function LiveLostBanner() {
  const { t } = useTranslation();
  const lost = useLiveLost();
  if (!lost) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      data-testid="live-lost-banner"
      sx={(theme) => ({ position: 'sticky', top: theme.mixins.toolbar.minHeight, zIndex: theme.zIndex.appBar - 1, borderRadius: 0 })}
    >
      {t('live.lost')}
    </Alert>
  );
}
