import { ApiError } from '../../lib/api-error';
import { apiErrorText } from '../../lib/error-text';
import { i18next } from '../../lib/i18n/i18n';

/** A field error as the API sends it in `details` (docs/architecture.md). */
export interface ServerFieldError {
  path: string | ReadonlyArray<string | number>;
  message: string;
}

/** Where a failed save's errors go in a form. */
export interface ServerErrorReport {
  /** The sentence to show in the dialog. */
  message: string;
  /** Field errors keyed by form field name (`instanceInfos.placeName`). */
  fields: Array<{ name: string; message: string }>;
}

function isFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof message === 'string' && (typeof path === 'string' || Array.isArray(path));
}

/**
 * Server path → form field name: `['geoPosition', 'lat']`, `/body/geoPosition/lat` and
 * `body.geoPosition.lat` all become `geoPosition.lat`.
 */
export function toFieldName(path: ServerFieldError['path']): string {
  const parts = typeof path === 'string' ? path.split(/[./]/) : path.map(String);
  const names = parts.filter((part) => part !== '');
  if (names[0] === 'body') names.shift();
  return names.join('.');
}

/**
 * Reads an error thrown by a save (ApiError or any Error) into the dialog message and the
 * per-field messages of its `details`.
 */
export function readServerError(error: unknown, fallback?: string): ServerErrorReport {
  const source = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; details?: unknown };
  const given = typeof source.message === 'string' && source.message.trim() !== '' ? source.message : null;
  // the server's sentence in the language in use; field messages are translated where they show
  const message = error instanceof ApiError && given ? apiErrorText(error) : (given ?? fallback ?? i18next.t('errors.notSaved', { ns: 'common' }));
  const details = Array.isArray(source.details) ? source.details.filter(isFieldError) : [];
  const fields = details.map((detail) => ({ name: toFieldName(detail.path), message: detail.message })).filter((field) => field.name !== '');
  return { message, fields };
}
