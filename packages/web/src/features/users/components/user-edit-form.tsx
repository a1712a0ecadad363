import { useEffect } from 'react';
import { FormProvider, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('users');
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
      notify.success(t('toasts.saved'));
      reset(toFormValues(saved));
    } catch (error) {
      notify.error(error, t('toasts.updateError'));
      for (const field of readServerError(error).fields) {
        form.setError(field.name as FieldPath<UserFormValues>, { type: 'server', message: field.message });
      }
    }
  });
  const pending = form.formState.isSubmitting || update.isPending;

  return (
    <FormProvider {...form}>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-label={t('edit.formLabel')}
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
          <FormTextField name="firstName" label={t('edit.firstName')} required fullWidth />
          <FormTextField name="lastName" label={t('edit.lastName')} required fullWidth />
          <FormTextField name="password" label={t('edit.password')} type="password" autoComplete="new-password" helperText={t('edit.passwordHint')} fullWidth />
          <FormTextField name="confirmPassword" label={t('edit.confirmPassword')} type="password" autoComplete="new-password" fullWidth />
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
