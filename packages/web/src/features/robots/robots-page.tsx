import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PER_PAGE, ROBOT_LIST_FIELDS } from '@bar/domain';
import { AddFab } from '../../components/add-fab/add-fab';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { ROBOTS_LIST_PATH, getRobotsQueryOptions, type RobotRow } from './api/get-robots';
import { CreateRobotDialog } from './components/create-robot-dialog';
import { robotColumns } from './components/robot-columns';

/** /robots (SUPERADMIN): every robot, two per page, the API's first page being 1 (SPEC §7). */
export function RobotsPage() {
  const { t } = useTranslation('robots');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const list = useListController<RobotRow>({
    resource: ROBOTS_LIST_PATH,
    defaultPerPage: DEFAULT_PER_PAGE.robots,
    firstPage: 1,
    sortableFields: ROBOT_LIST_FIELDS.sortable,
    filterableFields: ROBOT_LIST_FIELDS.searchable,
    queryOptions: getRobotsQueryOptions,
  });
  return (
    <Box>
      <PageTitle title={t('list.title')} breadcrumbs={[{ label: t('breadcrumbs.operations') }, { label: t('breadcrumbs.robots'), to: paths.robots.href() }]} />
      <PagedTable label={t('list.title')} controller={list} columns={robotColumns(t)} onRowClick={(robot) => void navigate(paths.robot.href(robot.id))} />
      <AddFab onClick={() => setCreating(true)} />
      <CreateRobotDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(robot) => {
          setCreating(false);
          void navigate(paths.robot.href(robot.id));
        }}
      />
    </Box>
  );
}

export default RobotsPage;
