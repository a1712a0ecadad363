import { BAR_SECRET_FIELDS } from '@bar/domain';
import type { Db } from '../db/connection.js';
import { changeBarLocked, listBarSecretSections, rewriteBarsTable, type BarChange, type BarRow } from '../bars/repository.js';
import { openSecret, type SecretBox } from './secret-box.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * The clear value of a secret as stored in a bar section (`path` dotted, e.g. 'shift4Gateway.authToken').
 * Undefined when absent or when it cannot be opened: the caller then asks for it again, as for a
 * secret never entered. Clear text (not yet sealed by the start-up step) is answered as is.
 */
export function readSecret(box: SecretBox, section: unknown, path: string): string | undefined {
  const keys = path.split('.');
  const name = keys.pop()!;
  return openSecret(box, keys.reduce((at: Obj, k) => obj(at[k]), obj(section))[name]);
}

/** `section` with every secret at `paths` sealed with the current key; counts what it did. */
function resealSection(box: SecretBox, section: unknown, paths: readonly string[], counts: SealCounts): Obj | undefined {
  let changed = false;
  const out = structuredClone(obj(section));
  for (const path of paths) {
    const keys = path.split('.');
    const name = keys.pop()!;
    const parent = keys.reduce((at: Obj, k) => obj(at[k]), out);
    const value = parent[name];
    if (typeof value !== 'string' || value.length === 0) continue;
    const state = box.state(value);
    if (state === 'current') continue;
    if (state === 'unknown') {
      counts.unreadable++;
      continue;
    }
    parent[name] = box.seal(state === 'clear' ? value : box.open(value));
    counts[state === 'clear' ? 'sealed' : 'resealed']++;
    changed = true;
  }
  return changed ? out : undefined;
}

/** A bar section about to be written with every secret at `paths` sealed (e.g. seeded demo settings). */
export function sealSecretsIn(box: SecretBox, section: unknown, paths: readonly string[]): Obj {
  return resealSection(box, section, paths, { sealed: 0, resealed: 0, unreadable: 0 }) ?? obj(section);
}

export interface SealCounts {
  /** Clear-text secrets found and sealed. */
  sealed: number;
  /** Secrets sealed with the previous key, sealed again with the current one. */
  resealed: number;
  /** Secrets sealed with a key this server does not have; left as they are. */
  unreadable: number;
}

/**
 * Start-up step, idempotent: seals every clear-text gateway secret of every bar and re-seals those
 * still under SECRET_KEY_PREVIOUS. When clear text was found, the bars table is rewritten
 * (VACUUM FULL) so the old row versions holding it leave the table's files.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<SealCounts> {
  const counts: SealCounts = { sealed: 0, resealed: 0, unreadable: 0 };
  // one read of every bar; only a bar with something to seal is changed, under its row lock (nearly always none: B9)
  for (const bar of await listBarSecretSections(db)) {
    const found: SealCounts = { sealed: 0, resealed: 0, unreadable: 0 };
    if (!resealBar(box, bar, found)) {
      counts.unreadable += found.unreadable;
      continue;
    }
    await changeBarLocked(db, bar.id, (row) => resealBar(box, row, counts));
  }
  if (counts.sealed > 0) await rewriteBarsTable(db);
  return counts;
}

/** The bar's sections that change once sealed with the current key; undefined when none does. */
function resealBar(box: SecretBox, row: Pick<BarRow, 'paymentSettings' | 'security'>, counts: SealCounts): BarChange | undefined {
  const paymentSettings = resealSection(box, row.paymentSettings, BAR_SECRET_FIELDS.paymentSettings, counts);
  const security = resealSection(box, row.security, BAR_SECRET_FIELDS.security, counts);
  return paymentSettings || security ? { ...(paymentSettings && { paymentSettings }), ...(security && { security }) } : undefined;
}
