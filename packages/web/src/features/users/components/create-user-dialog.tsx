import { useTranslation } from 'react-i18next';
import { userCreateSchema } from '@bar/domain';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { useNotify } from '../../../lib/use-notify';
import { useCreateUser } from '../api/create-user';
import type { UserRow } from '../api/get-users';

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (user: UserRow) => void;
}

/** 'Create New User': names, email and password (SPEC §5 new-user rules). */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const { t } = useTranslation('users');
  const create = useCreateUser();
  const notify = useNotify();
  return (
    <FormDialog
      open={open}
      title={t('create.title')}
      schema={userCreateSchema}
      defaultValues={{ firstName: '', lastName: '', email: '', password: '' }}
      onClose={onClose}
      onSubmit={async (values) => {
        let user: UserRow;
        try {
          user = await create.mutateAsync(values);
        } catch (error) {
          notify.error(error, t('toasts.createError'));
          throw error;
        }
        notify.success(t('toasts.created'));
        onCreated(user);
      }}
    >
      <FormTextField name="firstName" label={t('create.firstName')} required autoFocus fullWidth />
      <FormTextField name="lastName" label={t('create.lastName')} required fullWidth />
      <FormTextField name="email" label={t('create.email')} type="email" required fullWidth autoComplete="off" />
      <FormTextField name="password" label={t('create.password')} type="password" required fullWidth autoComplete="new-password" />
    </FormDialog>
  );
}
