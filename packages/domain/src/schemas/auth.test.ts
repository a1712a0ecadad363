import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.js';

describe('login form rules', () => {
  it('accepts a standard email and a password', () => {
    expect(loginSchema.safeParse({ email: 'admin@demo.bar', password: 'x' }).success).toBe(true);
  });

  it("says 'Invalid Email Format' for a malformed email", () => {
    const result = loginSchema.safeParse({ email: 'admin@demo', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Invalid Email Format');
  });

  it('requires both fields', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['email', 'password']));
  });
});
