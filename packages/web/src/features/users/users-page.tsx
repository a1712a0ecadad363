import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { DEFAULT_PER_PAGE, USER_LIST_FIELDS } from '@bar/domain';
import { AddFab } from '../../components/add-fab/add-fab';
import { useListController } from '../../components/list/use-list-controller';
import { PageTitle } from '../../components/page-title/page-title';
import { PagedTable } from '../../components/paged-table/paged-table';
import { paths } from '../../lib/paths';
import { USERS_LIST_PATH, getUsersQueryOptions, type UserRow } from './api/get-users';
import { userColumns } from './components/user-columns';
import { CreateUserDialog } from './components/create-user-dialog';

/** /user-management (SUPERADMIN): every user with their roles; Add creates one and opens it. */
export function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => userColumns(t), [t]);
  const list = useListController<UserRow>({
    resource: USERS_LIST_PATH,
    defaultPerPage: DEFAULT_PER_PAGE.users,
    firstPage: 0,
    sortableFields: USER_LIST_FIELDS.sortable,
    filterableFields: USER_LIST_FIELDS.searchable,
    queryOptions: getUsersQueryOptions,
  });
  return (
    <Box>
      <PageTitle title={t('title')} breadcrumbs={[{ label: t('common:nav.operations') }, { label: t('breadcrumbs.users'), to: paths.users.href() }]} />
      <PagedTable label={t('list.label')} controller={list} columns={columns} onRowClick={(user) => void navigate(paths.user.href(user.id))} />
      <AddFab onClick={() => setCreating(true)} />
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(user) => {
          setCreating(false);
          void navigate(paths.user.href(user.id));
        }}
      />
    </Box>
  );
}

export default UsersPage;
