import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, keyIdOf, SecretBoxError } from './secret-box.js';
import { keyFromDataDir, parseSecretKey, SECRET_KEY_FILE } from './secret-key.js';

const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);
const SECRET = 'Shift4-auth-3504489F-A774-88E0-80114FBBC925E207 ünïcode';

/** `sealed` with one base64url part (3 = iv, 4 = tag, 5 = ciphertext) changed in its first character. */
function altered(sealed: string, part: number): string {
  const parts = sealed.split(':');
  parts[part] = (parts[part][0] === 'A' ? 'B' : 'A') + parts[part].slice(1);
  return parts.join(':');
}

describe('the secret box', () => {
  it('seals to the versioned format, never containing the clear text, and opens it again', () => {
    const box = createSecretBox(keyA);
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^enc:v1:[A-Za-z0-9_-]{11}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed.split(':')[2]).toBe(keyIdOf(keyA));
    expect(sealed).not.toContain('Shift4');
    expect(isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe(SECRET);
    expect(box.open(box.seal(''))).toBe('');
    // a fresh IV each time: equal secrets do not look equal
    expect(box.seal(SECRET)).not.toBe(sealed);
  });

  it('refuses a value altered in its IV, tag or ciphertext', () => {
    const box = createSecretBox(keyA);
    const sealed = box.seal(SECRET);
    for (const part of [3, 4, 5]) expect(() => box.open(altered(sealed, part)), `part ${part}`).toThrow(SecretBoxError);
    expect(() => box.open('enc:v1:garbage')).toThrow(SecretBoxError);
    expect(() => box.open(SECRET)).toThrow(SecretBoxError);
  });

  it('refuses a value sealed with another key, even one claiming our key id', () => {
    const sealedB = createSecretBox(keyB).seal(SECRET);
    const box = createSecretBox(keyA);
    expect(box.state(sealedB)).toBe('unknown');
    expect(() => box.open(sealedB)).toThrow(/sealed with a key this server does not have/);
    const forged = sealedB.replace(keyIdOf(keyB), keyIdOf(keyA));
    expect(() => box.open(forged)).toThrow(/it was altered/);
  });

  it('opens with the previous key during a rotation and seals only with the current one', () => {
    const sealedOld = createSecretBox(keyA).seal(SECRET);
    const rotating = createSecretBox(keyB, keyA);
    expect(rotating.state(sealedOld)).toBe('previous');
    expect(rotating.open(sealedOld)).toBe(SECRET);
    const sealedNew = rotating.seal(SECRET);
    expect(rotating.state(sealedNew)).toBe('current');
    expect(createSecretBox(keyB).open(sealedNew)).toBe(SECRET);
    expect(() => createSecretBox(keyA).open(sealedNew)).toThrow(SecretBoxError);
    expect(rotating.state('clear text')).toBe('clear');
  });

  it('takes 32-byte keys only', () => {
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
    expect(() => createSecretBox(keyA, Buffer.alloc(31))).toThrow(/32 bytes/);
  });
});

describe('the secret key', () => {
  it('is read from 64 hex digits or base64 / base64url of 32 bytes', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 250));
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
      ` ${key.toString('base64')}\n`,
    ]) {
      expect(parseSecretKey(text)?.equals(key), text).toBe(true);
    }
    for (const text of ['', 'x'.repeat(42), '!'.repeat(43), Buffer.alloc(31).toString('base64'), Buffer.alloc(48, 255).toString('base64'), 'ab'.repeat(33)]) {
      expect(parseSecretKey(text), text).toBeUndefined();
    }
  });

  it('is generated once into the data dir, owner-only, and read again on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
    try {
      const first = keyFromDataDir(path.join(dir, 'data'));
      const file = path.join(dir, 'data', SECRET_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(first).toHaveLength(32);
      expect(keyFromDataDir(path.join(dir, 'data')).equals(first)).toBe(true);
      fs.writeFileSync(file, 'not a key');
      expect(() => keyFromDataDir(path.join(dir, 'data'))).toThrow(/does not hold a 32-byte key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
