import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { BAR_VERSION_LABELS } from '@bar/domain';
import { PageTitle } from '../../components/page-title/page-title';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useBar } from './api/get-bar';
import { BarSettingsForm } from '../../components/bar-settings/bar-settings-form';

/** /bars/{id} (SUPERADMIN): every setting of one bar; a bad id shows not-found, another failed load goes back to the list. */
export function BarPage() {
  const { t } = useTranslation(['bars', 'common']);
  const { id = '' } = useParams();
  const { role } = useSession();
  const { data: bar, error } = useBar(id);

  if (error) return <DetailLoadFailure error={error} listHref={paths.bars.href()} />;
  if (!bar) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={bar.name}
        breadcrumbs={[{ label: t('common:nav.operations') }, { label: t('breadcrumbs.bars'), to: paths.bars.href() }, { label: bar.name }]}
        actions={<Chip label={BAR_VERSION_LABELS[bar.version]} variant="outlined" />}
      />
      <BarSettingsForm bar={bar} role={role} />
    </Box>
  );
}

export default BarPage;
