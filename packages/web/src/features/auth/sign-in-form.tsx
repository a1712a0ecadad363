import { loginSchema, type LoginInput } from '@bar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';
import { errorMessage } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { useLogin } from './api/login';

/** Email and password; on success the session starts and the /login guard sends the user on. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  const { signIn } = useSession();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const emailField = register('email');
  const passwordField = register('password');
  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess: signIn }));
  const busy = login.isPending || login.isSuccess;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('form.label')}>
      {login.isError && <Alert severity="error">{errorMessage(login.error)}</Alert>}
      <TextField
        {...emailField}
        id="sign-in-email"
        label={t('form.email')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        error={Boolean(errors.email)}
        helperText={validationText(errors.email?.message)}
      />
      <TextField
        {...passwordField}
        id="sign-in-password"
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={validationText(errors.password?.message)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
