import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { can } from '@bar/domain';
import { PageTitle } from '../../components/page-title/page-title';
import { RawDataPanel } from '../../components/raw-data-panel/raw-data-panel';
import { DetailLoadFailure } from '../../components/detail-load-failure/detail-load-failure';
import { PageLoader } from '../../components/page-loader/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { useUser } from './api/get-user';
import { UserEditForm } from './components/user-edit-form';

/** /user-management/{id}: the user's email as title, edit form, roles and raw data; a bad id shows not-found, another failure goes back to the list. */
export function UserPage() {
  const { t } = useTranslation(['users', 'common']);
  const { id = '' } = useParams();
  const { role } = useSession();
  const { data: user, error } = useUser(id);

  if (error) return <DetailLoadFailure error={error} listHref={paths.users.href()} />;
  if (!user) return <PageLoader />;
  return (
    <Box>
      <PageTitle
        title={user.email}
        breadcrumbs={[{ label: t('common:nav.operations') }, { label: t('breadcrumbs.users'), to: paths.users.href() }, { label: user.email }]}
      />
      <UserEditForm user={user} />
      {can(role, 'administer') ? <RawDataPanel data={user} /> : null}
    </Box>
  );
}

export default UserPage;
