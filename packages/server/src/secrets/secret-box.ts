import crypto from 'node:crypto';

/** A stored secret that could not be opened: tampered with, or sealed with a key we do not hold. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

const VERSION = 'v1';
const SEALED = /^enc:v1:([A-Za-z0-9_-]{11}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** What a stored value is to this box: clear text, sealed with the current key, the previous one, or neither. */
export type SealState = 'clear' | 'current' | 'previous' | 'unknown';

/**
 * AES-256-GCM with a current key (sealing and opening) and an optional previous key (opening
 * only, for rotation). Sealed text: `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>`, all base64url;
 * keyId names the key without revealing it, so opening knows which key to try.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The clear text; throws SecretBoxError when it cannot be opened. Never include the value in a message. */
  open(sealed: string): string;
  state(value: string): SealState;
}

/** A short, non-reversible name of a key: the first 8 bytes of its SHA-256. */
export const keyIdOf = (key: Buffer) => b64(crypto.createHash('sha256').update(key).digest().subarray(0, 8));

export function isSealed(value: string): boolean {
  return SEALED.test(value);
}

export function createSecretBox(current: Buffer, previous?: Buffer): SecretBox {
  for (const key of [current, previous]) if (key && key.length !== 32) throw new Error('A secret key must be 32 bytes.');
  const currentId = keyIdOf(current);
  const keys = new Map<string, Buffer>([[currentId, current]]);
  const previousId = previous ? keyIdOf(previous) : undefined;
  if (previous && previousId && !keys.has(previousId)) keys.set(previousId, previous);

  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['enc', VERSION, currentId, b64(iv), b64(cipher.getAuthTag()), b64(data)].join(':');
    },
    open(sealed) {
      const match = SEALED.exec(sealed);
      if (!match) throw new SecretBoxError('The stored secret is not in the sealed format.');
      const [, id, iv, tag, data] = match;
      const key = keys.get(id);
      if (!key) throw new SecretBoxError('The stored secret was sealed with a key this server does not have (check SECRET_KEY / SECRET_KEY_PREVIOUS).');
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The stored secret does not open with its key: it was altered.');
      }
    },
    state(value) {
      const match = SEALED.exec(value);
      if (!match) return 'clear';
      if (match[1] === currentId) return 'current';
      return match[1] === previousId ? 'previous' : 'unknown';
    },
  };
}

/**
 * The clear value of a stored secret: clear text (not yet sealed) as is, sealed text opened.
 * Undefined when there is none or it cannot be opened.
 */
export function openSecret(box: SecretBox, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  if (box.state(value) === 'clear') return value;
  try {
    return box.open(value);
  } catch {
    return undefined;
  }
}
