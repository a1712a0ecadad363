import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';

afterEach(() => vi.useRealTimers());

describe('access token checks', () => {
  it('refuses a token at its expiry even after it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const tokens = new TokenService(SECRET);
    const { token } = await tokens.issueAccess({ userId: 'u-1', email: 'a@tokens.test' }, 60);
    await expect(tokens.verifyAccess(token)).resolves.toEqual({ userId: 'u-1', email: 'a@tokens.test' });
    await expect(tokens.verifyAccess(token)).resolves.toEqual({ userId: 'u-1', email: 'a@tokens.test' });
    vi.setSystemTime(new Date('2026-01-01T12:01:00Z'));
    await expect(tokens.verifyAccess(token)).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Sign in again.',
    });
  });

  it('refuses a token whose signature differs by one character from one accepted before', async () => {
    const tokens = new TokenService(SECRET);
    const { token } = await tokens.issueAccess({ userId: 'u-2', email: 'b@tokens.test' });
    await tokens.verifyAccess(token);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    await expect(tokens.verifyAccess(altered)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it('signs and checks with one key for the life of the service', async () => {
    const tokens = new TokenService(SECRET);
    const other = new TokenService(`${SECRET}-other`);
    const { token } = await tokens.issueAccess({ userId: 'u-3', email: 'c@tokens.test' });
    await expect(other.verifyAccess(token)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    await expect(new TokenService(SECRET).verifyAccess(token)).resolves.toMatchObject({ userId: 'u-3' });
  });
});
