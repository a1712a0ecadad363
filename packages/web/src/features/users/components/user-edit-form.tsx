import { useEffect } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { userEditSchema, type BarRole, type UserEditInput } from '@bar/domain';
import { FormTextField } from '../../../components/form-dialog/form-text-field';
import { readServerError } from '../../../components/form-dialog/server-errors';
import { useNotify } from '../../../lib/use-notify';
import type { UserRow } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { RolesEditor, type RoleRow } from './roles-editor';
import { SaveButton } from '../../../components/save-button/save-button';

interface UserFormValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  roles: RoleRow[];
}

const toFormValues = (user: UserRow): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  password: '',
  confirmPassword: '',
  roles: user.roles.map((r) => ({ role: r.role as BarRole, barId: r.barId, barName: r.barName })),
});

/** Names, optional new password and the roles of a user; 'User saved!' / 'User update error!'. */
export function UserEditForm({ user }: { user: UserRow }) {
  const update = useUpdateUser(user.id);
  const notify = useNotify();
  const form = useForm<UserFormValues, unknown, UserEditInput>({
    resolver: zodResolver(userEditSchema) as unknown as Resolver<UserFormValues, unknown, UserEditInput>,
    defaultValues: toFormValues(user),
  });
  const { reset } = form;
  useEffect(() => {
    reset(toFormValues(user));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, reset]);

  const submit = form.handleSubmit(async (values) => {
    const body: UserEditInput = values.password ? values : { ...values, password: undefined, confirmPassword: undefined };
    try {
      const saved = await update.mutateAsync(body);
      notify.success('User saved!');
      reset(toFormValues(saved));
    } catch (error) {
      notify.error(error, 'User update error!');
      for (const field of readServerError(error).fields) {
        form.setError(field.name as FieldPath<UserFormValues>, { type: 'server', message: field.message });
      }
    }
  });
  const pending = form.formState.isSubmitting || update.isPending;

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" component="form" noValidate aria-label="Edit user" onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          <FormTextField name="firstName" label="First Name" required fullWidth />
          <FormTextField name="lastName" label="Last Name" required fullWidth />
          <FormTextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText="Leave it blank to keep the current password"
            fullWidth
          />
          <FormTextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" fullWidth />
        </Box>
        <Divider sx={{ my: 3 }} />
        <RolesEditor />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <SaveButton pending={pending} />
        </Box>
      </Paper>
    </FormProvider>
  );
}
