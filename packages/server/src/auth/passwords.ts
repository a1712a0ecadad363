import type { Options } from '@node-rs/argon2';

// the native hasher loads with the first password hashed or checked, not at every start (budget B9)
const argon2 = () => import('@node-rs/argon2');

// Algorithm is a const enum the isolated-module build cannot read: 2 is Argon2id
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id hash of a password (OWASP minimum parameters). */
export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

// verifying against this when the email is unknown keeps both answers equally slow
let decoy: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash it still spends the same time. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-never-used');
    const { verify } = await argon2();
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  const { verify } = await argon2();
  return verify(storedHash, password).catch(() => false);
}
