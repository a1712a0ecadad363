import { loginSchema, type LoginInput } from '@bar/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/notify';
import { useSession } from '../../lib/session-context';
import { useLogin } from './api/login';

/** Email and password; on success the session starts and the /login guard sends the user on. */
export function SignInForm() {
  const { signIn } = useSession();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess: signIn }));
  const busy = login.isPending || login.isSuccess;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign in">
      {login.isError && <Alert severity="error">{errorMessage(login.error, 'General Error')}</Alert>}
      <TextField
        {...register('email')}
        id="sign-in-email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        {...register('password')}
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Sign in
      </Button>
    </Stack>
  );
}
