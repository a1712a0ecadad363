import { ApiError } from './api-error';
import { apiErrorText } from './error-text';
import { i18next } from './i18n/i18n';
import { showToast } from './toasts';

/**
 * The text to show for a failure: the server's message (in the language in use, see
 * `apiErrorText`), else the error's own, else `fallback` ('General Error' in the language in use).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.serverMessage) return apiErrorText(error);
  if (error instanceof Error && error.message) return error instanceof ApiError ? apiErrorText(error) : error.message;
  if (typeof error === 'string' && error) return error;
  return fallback ?? i18next.t('errors.general', { ns: 'common' });
}

/**
 * A catalogue failure text followed by the server's reason, when it sent one, so the operator
 * knows what to do next.
 * @example failureText('General Start failure!', error) === 'General Start failure! — Controller unreachable'
 */
export function failureText(message: string, error: unknown): string {
  const reason = error instanceof ApiError && error.serverMessage ? apiErrorText(error) : null;
  return reason && reason !== message ? `${message} — ${reason}` : message;
}

/**
 * The error rule of SPEC §8: 401/403 already signed the user out, so they show nothing; any other
 * failure shows an error notification. Pass `message` for the catalogue's fixed texts
 * (e.g. 'Robot start failure!'); the server's reason is added to it.
 */
export function notifyError(error: unknown, message?: string): void {
  if (error instanceof ApiError && error.isAuthFailure) return;
  showToast(message ? failureText(message, error) : errorMessage(error), { variant: 'error' });
}

export function notifySuccess(message: string): void {
  showToast(message, { variant: 'success' });
}
