import {
  BAR_IMAGE_FIELDS,
  barUpdateSchema,
  refusedBarFields,
  DEFAULT_TIME_ZONE,
  timeZoneAt,
  type BarCreateInput,
  type BarImageField,
  type BarUpdateInput,
  type EffectiveRole,
} from '@bar/domain';
import type { Db } from '../db/connection.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { checkImage, type ImageKind } from '../uploads/image-check.js';
import type { ImageStore } from '../uploads/image-store.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { mergeSection, PAYMENT_SECRETS, SECURITY_SECRETS, sentKeysOnly } from './bar-merge.js';
import { newBarDefaults } from './defaults.js';
import { changeBarLocked, insertBar, type BarChange } from './repository.js';

// the routes answer these reads as the repository makes them
export { findBarDetail, findBarsByName, listBars, listSelectableBars } from './repository.js';

export interface UploadedImage {
  field: BarImageField;
  bytes: Buffer;
}

const IMAGE_LABELS: Record<BarImageField, string> = { coverImage: 'Cover image', logo: 'Logo', logoBW: 'Logo B/W' };

/** Creates a bar with the defaults of its version; answers its id. */
export function createBar(db: Db, input: BarCreateInput): Promise<string> {
  return insertBar(db, input, newBarDefaults(input.version));
}

/** Validates an update body with the domain schema, answering field errors in the API's shape. */
export function parseBarUpdate(body: unknown): BarUpdateInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The bar data must be a JSON object.');
  const parsed = barUpdateSchema.safeParse(body);
  if (parsed.success) return sentKeysOnly(parsed.data, body);
  const details = parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }));
  throw badRequest(`Invalid body: ${details[0].path} - ${details[0].message}`, details);
}

/**
 * Applies an update of a bar's settings (SPEC §3) for a caller acting with `role`. Everything is
 * checked first — the caller's right to every field sent, the body, every image — so a refused
 * call changes nothing, not even the image folder.
 */
export async function updateBar(
  db: Db,
  images: ImageStore,
  call: { barId: string; role: EffectiveRole; input: BarUpdateInput; files: UploadedImage[]; secrets: SecretBox },
): Promise<void> {
  const { barId, role, input, files, secrets } = call;
  const refused = refusedBarFields(role, input);
  if (files.length > 0 && refusedBarFields(role, { instanceInfos: {} }).length > 0) refused.push('instanceInfos');
  if (refused.length > 0) throw forbidden(`Your role on this bar cannot change: ${[...new Set(refused)].join(', ')}.`);

  const checked: Array<UploadedImage & { kind: ImageKind }> = files.map((f) => ({ ...f, kind: checkImage(IMAGE_LABELS[f.field], f.bytes) }));

  const saved: string[] = [];
  const obsolete: string[] = [];
  try {
    const found = await changeBarLocked(db, barId, async (row) => {
      const set: BarChange = { updatedAt: new Date() };

      if (input.name !== undefined) set.name = input.name;
      if (input.geoPosition) {
        set.latitude = input.geoPosition.lat;
        set.longitude = input.geoPosition.lng;
        // a zone never picked by hand (UTC, or the old position's) follows the bar to its new place
        if (input.timeZone === undefined && [DEFAULT_TIME_ZONE, timeZoneAt({ lat: row.latitude, lng: row.longitude })].includes(row.timeZone))
          set.timeZone = timeZoneAt(input.geoPosition);
      }
      for (const key of ['open', 'theme', 'timeZone', 'hidden', 'blocked', 'enableDrinkBuilder', 'conveyors'] as const) {
        if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
      }
      // enforced here at once; the bar is told at its next heartbeat (bars/open-state.ts)
      if (input.open !== undefined && input.open !== row.open) set.openPending = true;
      if (input.features) set.features = mergeSection(row.features, input.features);
      if (input.roboticSystem) set.roboticSystem = mergeSection(row.roboticSystem, input.roboticSystem);
      if (input.paymentSettings) set.paymentSettings = mergeSection(row.paymentSettings, input.paymentSettings, { paths: PAYMENT_SECRETS, seal: secrets.seal });
      if (input.security) set.security = mergeSection(row.security, input.security, { paths: SECURITY_SECRETS, seal: secrets.seal });

      if (input.instanceInfos || checked.length > 0) {
        const stored = (row.instanceInfos ?? {}) as Record<string, unknown>;
        const { coverImage, logo, logoBW, ...fields } = input.instanceInfos ?? ({} as Partial<NonNullable<BarUpdateInput['instanceInfos']>>);
        const next = mergeSection(stored, fields);
        const removals: Record<BarImageField, unknown> = { coverImage, logo, logoBW };
        for (const field of BAR_IMAGE_FIELDS) {
          const upload = checked.find((f) => f.field === field);
          const previous = typeof stored[field] === 'string' ? (stored[field] as string) : undefined;
          if (upload) {
            const name = await images.save(barId, field, upload.kind, upload.bytes);
            saved.push(name);
            next[field] = name;
          } else if (removals[field] === null) {
            delete next[field];
          } else continue;
          if (previous) obsolete.push(previous);
        }
        if (fields.placeName !== undefined) set.placeName = fields.placeName;
        set.instanceInfos = next;
      }
      return set;
    });
    if (!found) throw notFound('Bar');
  } catch (err) {
    await Promise.all(saved.map((name) => images.remove(barId, name).catch(() => undefined)));
    throw err;
  }
  await Promise.all(obsolete.map((name) => images.remove(barId, name).catch(() => undefined)));
}
