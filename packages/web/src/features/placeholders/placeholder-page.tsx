import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { en } from '../../lib/i18n/resources';

/** Stand-in for a screen a later issue builds: its title only (a key of the route titles). */
export default function PlaceholderPage({ title }: { title: keyof typeof en.common.routes }) {
  const { t } = useTranslation();
  return (
    <Typography variant="h1" gutterBottom>
      {t(`routes.${title}`)}
    </Typography>
  );
}
