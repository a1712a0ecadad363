import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** A 32-byte key written as 64 hex digits or base64 / base64url; undefined when it is neither. */
export function parseSecretKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (HEX_KEY.test(value)) return Buffer.from(value, 'hex');
  if (!BASE64_KEY.test(value)) return undefined;
  const bytes = Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
  return bytes.length === 32 ? bytes : undefined;
}

export const SECRET_KEY_FILE = 'secret-key';

/**
 * The embedded default: a key generated once into the data dir (owner-only), read on every later
 * start. Losing this file makes the stored gateway secrets unreadable: they must be entered again.
 */
export function keyFromDataDir(dataDir: string): Buffer {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_KEY_FILE);
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex); restore it, or set SECRET_KEY.`);
  return key;
}
