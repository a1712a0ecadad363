import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useRobot } from './api/get-robot';
import { RobotEditForm } from './components/robot-edit-form';

/** /robots/{id} (SUPERADMIN): edit form and raw data; a bad id shows not-found, another failed load goes back to /robots. */
export function RobotPage() {
  const { t } = useTranslation('robots');
  const { id = '' } = useParams();
  const { data: robot, error } = useRobot(id);

  if (error) return <DetailLoadFailure error={error} listHref={paths.robots.href()} />;
  if (!robot) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={robot.displayName || robot.tagName}
        breadcrumbs={[{ label: t('breadcrumbs.operations') }, { label: t('breadcrumbs.robots'), to: paths.robots.href() }, { label: robot.tagName }]}
        actions={<Chip label={robot.status} variant="outlined" />}
      />
      <RobotEditForm robot={robot} />
      <RawDataPanel data={robot} />
    </Box>
  );
}

export default RobotPage;
