import { BAR_SECRET_FIELDS } from '@bar/domain';

type Obj = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * Merges a validated section of an update into what is stored: keys left out keep their value,
 * arrays and scalars replace, nested objects merge. Secrets (dotted `secrets.paths`) follow the
 * write-only rule: left out or '' keeps, null clears, text replaces — stored as `secrets.seal` makes it
 * (the secret box's ciphertext; never clear text in the database).
 */
export function mergeSection(stored: unknown, input: Obj, secrets?: SecretPaths): Obj {
  return mergeAt(stored, input, secrets, '');
}

/** Where a section holds secrets and how a new one is stored. */
export interface SecretPaths {
  paths: readonly string[];
  seal: (plain: string) => string;
}

function mergeAt(stored: unknown, input: Obj, secrets: SecretPaths | undefined, prefix: string): Obj {
  const out: Obj = isPlainObject(stored) ? { ...stored } : {};
  for (const [key, value] of Object.entries(input)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (secrets?.paths.includes(at)) {
      if (value === undefined || value === '') continue;
      if (value === null) delete out[key];
      else out[key] = secrets.seal(String(value));
      continue;
    }
    if (value === undefined) continue;
    out[key] = isPlainObject(value) ? mergeAt(out[key], value, secrets, at) : value;
  }
  return out;
}

export const PAYMENT_SECRETS: readonly string[] = BAR_SECRET_FIELDS.paymentSettings;
export const SECURITY_SECRETS: readonly string[] = BAR_SECRET_FIELDS.security;

/**
 * The parsed value restricted to the keys the caller actually sent, so that schema defaults
 * (booleans, empty lists) never overwrite stored values the caller left out.
 */
export function sentKeysOnly<T>(parsed: T, raw: unknown): T {
  if (!isPlainObject(parsed) || !isPlainObject(raw)) return parsed;
  const out: Obj = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (Object.prototype.hasOwnProperty.call(raw, key)) out[key] = sentKeysOnly(value, raw[key]);
  }
  return out as T;
}
