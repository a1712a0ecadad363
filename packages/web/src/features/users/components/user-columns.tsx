import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import type { PagedTableColumn } from '../../../components/paged-table/paged-table';
import type { UserRow } from '../api/get-users';

function Chips({ labels }: { labels: string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" />
      ))}
    </Box>
  );
}

/** Columns of the users list (SPEC §2): Name, Surname, Email, Roles as role@barName, Bars. */
export const userColumns = (t: TFunction<'users'>): PagedTableColumn<UserRow>[] => [
  { field: 'firstName', header: t('columns.name'), sortable: true, filter: { type: 'text' } },
  { field: 'lastName', header: t('columns.surname'), sortable: true, filter: { type: 'text' } },
  { field: 'email', header: t('columns.email'), sortable: true, filter: { type: 'text' } },
  {
    field: 'roles',
    header: t('columns.roles'),
    render: (user) => <Chips labels={[...(user.superadmin ? ['SUPERADMIN'] : []), ...user.roles.map((r) => `${r.role}@${r.barName}`)]} />,
  },
  { field: 'bars', header: t('columns.bars'), render: (user) => <Chips labels={user.bars.map((b) => b.name)} /> },
];
