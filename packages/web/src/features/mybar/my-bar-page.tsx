import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { BAR_VERSION_LABELS } from '@bar/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title/page-title';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
// MyBar is the bars feature's settings form seen by the bar's own staff: one form, two doors.
import { BarSettingsForm } from '../../components/bar-settings/bar-settings-form';
import { WebhooksSection } from './webhooks/webhooks-section';

/** /mybar: the selected bar's settings, with the tabs the user's role may edit. */
export function MyBarPage() {
  const { t } = useTranslation('mybar');
  const { selectedBar, role } = useSession();
  if (!selectedBar) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={selectedBar.name}
        breadcrumbs={[{ label: selectedBar.name }, { label: t('title'), to: paths.myBar.href() }]}
        actions={<Chip label={BAR_VERSION_LABELS[selectedBar.version]} variant="outlined" />}
      />
      <BarSettingsForm bar={selectedBar} role={role} />
      <WebhooksSection barId={selectedBar.id} />
    </Box>
  );
}

export default MyBarPage;
