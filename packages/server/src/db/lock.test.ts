import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { lockDataDir } from './lock.js';

describe('data directory lock', () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bar-lock-'));

  it('refuses a directory another live process holds, naming it', () => {
    const dir = tempDir();
    // a live process other than us: our parent
    fs.writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/is in use by another process/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'db.lock'), gone);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });
});
