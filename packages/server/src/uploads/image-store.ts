import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImageKind } from './image-check.js';

/** Where bar images live; a folder today, an object store could stand behind the same methods. */
export interface ImageStore {
  /** Saves checked bytes under a server-made name and answers that name. */
  save(barId: string, slot: string, kind: ImageKind, bytes: Uint8Array): Promise<string>;
  read(barId: string, fileName: string): Promise<Buffer | undefined>;
  remove(barId: string, fileName: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z]+-[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Images under `<dataDir>/uploads/bars/<barId>/`. Names that the store did not make are never opened. */
export function folderImageStore(dataDir: string | undefined): ImageStore {
  const root = path.join(dataDir ?? path.join(os.tmpdir(), 'bar-console-data'), 'uploads', 'bars');
  const folder = (barId: string) => {
    if (!UUID.test(barId)) throw new Error('invalid bar id for the image store');
    return path.join(root, barId);
  };
  return {
    async save(barId, slot, kind, bytes) {
      const name = `${slot}-${crypto.randomBytes(16).toString('hex')}.${kind.extension}`;
      await fs.mkdir(folder(barId), { recursive: true });
      await fs.writeFile(path.join(folder(barId), name), bytes, { flag: 'wx', mode: 0o640 });
      return name;
    },
    async read(barId, fileName) {
      if (!SAFE_NAME.test(fileName) || !UUID.test(barId)) return undefined;
      return fs.readFile(path.join(folder(barId), fileName)).catch(() => undefined);
    },
    async remove(barId, fileName) {
      if (!SAFE_NAME.test(fileName) || !UUID.test(barId)) return;
      await fs.rm(path.join(folder(barId), fileName), { force: true });
    },
  };
}
