import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { DEFAULT_PER_PAGE, ROBOT_LIST_FIELDS } from '@bar/domain';
import { AddFab } from '../../components/add-fab/add-fab';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { ROBOTS_LIST_PATH, getRobotsQueryOptions, type RobotRow } from './api/get-robots';
import { CreateRobotDialog } from './components/create-robot-dialog';
import { robotColumns } from './components/robot-columns';

const BREADCRUMBS = [{ label: 'Operations' }, { label: 'Robots', to: paths.robots.href() }];

/** /robots (SUPERADMIN): every robot, two per page, the API's first page being 1 (SPEC §7). */
export function RobotsPage() {
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
      <PageTitle title="Robots" breadcrumbs={BREADCRUMBS} />
      <PagedTable label="Robots" controller={list} columns={robotColumns} onRowClick={(robot) => void navigate(paths.robot.href(robot.id))} />
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
