import type { LoginInput } from '@bar/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n/i18n';
import { readSessionLogin, type SessionLogin } from '../../../lib/session-codec';

/** POST /api/auth/login: the signed-in user with their access token. */
export async function login(input: LoginInput): Promise<SessionLogin> {
  const answer = await api<unknown>('/auth/login', { method: 'POST', body: input });
  const login = readSessionLogin(answer);
  if (!login) throw new Error(i18next.t('unexpectedAnswer', { ns: 'auth' }));
  return login;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
