import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { PageLoader } from '../../app/page-loader';
import { paths } from '../../app/paths';
import { useNotify } from '../../lib/use-notify';
import { useRobot } from './api/get-robot';
import { RobotEditForm } from './components/robot-edit-form';

/** /robots/{id} (SUPERADMIN): edit form and raw data; a failed load goes back to /robots. */
export function RobotPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: robot, error } = useRobot(id);

  useEffect(() => {
    if (error) {
      notify.error(error);
      void navigate(paths.robots.href(), { replace: true });
    }
  }, [error, navigate, notify]);

  if (!robot) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={robot.displayName || robot.tagName}
        breadcrumbs={[{ label: 'Operations' }, { label: 'Robots', to: paths.robots.href() }, { label: robot.tagName }]}
        actions={<Chip label={robot.status} variant="outlined" />}
      />
      <RobotEditForm robot={robot} />
      <RawDataPanel data={robot} />
    </Box>
  );
}

export default RobotPage;
