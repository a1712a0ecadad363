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
  const create = useCreateUser();
  const notify = useNotify();
  return (
    <FormDialog
      open={open}
      title="Create New User"
      schema={userCreateSchema}
      defaultValues={{ firstName: '', lastName: '', email: '', password: '' }}
      onClose={onClose}
      onSubmit={async (values) => {
        let user: UserRow;
        try {
          user = await create.mutateAsync(values);
        } catch (error) {
          notify.error(error, 'User creation error!');
          throw error;
        }
        notify.success('User Created!');
        onCreated(user);
      }}
    >
      <FormTextField name="firstName" label="First Name" required autoFocus fullWidth />
      <FormTextField name="lastName" label="Last Name" required fullWidth />
      <FormTextField name="email" label="Email" type="email" required fullWidth autoComplete="off" />
      <FormTextField name="password" label="Password" type="password" required fullWidth autoComplete="new-password" />
    </FormDialog>
  );
}
