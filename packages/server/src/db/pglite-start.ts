import { lockDataDir } from './lock.js';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';

/** The embedded database started in its thread (still opening until `thread.waitReady`), its data dir locked. */
export interface StartedPglite {
  /** The data dir it was started for; undefined means in memory. */
  dataDir?: string;
  thread: PgliteThread;
  /** Closes PGlite, ends its thread, then releases the data-dir lock. */
  close(): Promise<void>;
}

/**
 * The first step of opening the embedded database: locks the data dir and starts PGlite in its
 * thread, where its WASM start and the data dir's opening go on while the caller does other work.
 * This module loads nothing else (no drizzle, no schema), so that the server's entry can take this
 * step before loading the rest of the server (budget B9); `openDatabase` finishes it.
 */
export function startPglite(dataDir?: string, image?: Uint8Array): StartedPglite {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let thread: PgliteThread;
  try {
    thread = startPgliteThread({ dataDir, image });
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    dataDir,
    thread,
    async close() {
      try {
        await thread.close();
      } finally {
        unlock();
      }
    },
  };
}
