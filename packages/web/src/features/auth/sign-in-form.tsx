import type { LoginInput } from '@bar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/i18n/validation-text';
import { errorMessage } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { useLogin } from './api/login';
import { SignInField } from './sign-in-field';
import { preloadSignInRules, signInResolver } from './sign-in-rules';

/** Email and password; on success the session starts and the /login guard sends the user on. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  const { signIn } = useSession();
  const login = useLogin();
  useEffect(() => {
    preloadSignInRules().catch(() => undefined); // a failed load is tried again on submit
  }, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess: signIn }));
  const busy = login.isPending || login.isSuccess;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('form.label')}>
      {login.isError && <Alert severity="error">{errorMessage(login.error)}</Alert>}
      <SignInField
        field={register('email')}
        id="sign-in-email"
        label={t('form.email')}
        type="email"
        autoComplete="username"
        autoFocus
        problem={validationText(errors.email?.message)}
      />
      <SignInField
        field={register('password')}
        id="sign-in-password"
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        problem={validationText(errors.password?.message)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('form.submit')}
      </Button>
    </Stack>
  );
}
