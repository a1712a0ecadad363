import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { can } from '@bar/domain';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { PageLoader } from '../../app/page-loader';
import { paths } from '../../app/paths';
import { useNotify } from '../../lib/use-notify';
import { useSession } from '../../lib/session-context';
import { useUser } from './api/get-user';
import { UserEditForm } from './components/user-edit-form';

/** /user-management/{id}: the user's email as title, edit form, roles and raw data; failure goes back to the list. */
export function UserPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { role } = useSession();
  const { data: user, error } = useUser(id);

  useEffect(() => {
    if (error) {
      notify.error(error);
      void navigate(paths.users.href(), { replace: true });
    }
  }, [error, navigate, notify]);

  if (!user) return <PageLoader />;
  return (
    <Box>
      <PageTitle title={user.email} breadcrumbs={[{ label: 'Operations' }, { label: 'Users', to: paths.users.href() }, { label: user.email }]} />
      <UserEditForm user={user} />
      {can(role, 'administer') ? <RawDataPanel data={user} /> : null}
    </Box>
  );
}

export default UserPage;
