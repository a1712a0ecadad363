import { enqueueSnackbar } from 'notistack';
import { ApiError } from './api-error';

/** The text to show for a failure: the server's message, else the error's own, else `fallback`. */
export function errorMessage(error: unknown, fallback = 'General Error'): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * A catalogue failure text followed by the server's reason, when it sent one, so the operator
 * knows what to do next.
 * @example failureText('General Start failure!', error) === 'General Start failure! — Controller unreachable'
 */
export function failureText(message: string, error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  return reason && reason !== message ? `${message} — ${reason}` : message;
}

/**
 * The error rule of SPEC §8: 401/403 already signed the user out, so they show nothing; any other
 * failure shows an error notification. Pass `message` for the catalogue's fixed texts
 * (e.g. 'Robot start failure!'); the server's reason is added to it.
 */
export function notifyError(error: unknown, message?: string): void {
  if (error instanceof ApiError && error.isAuthFailure) return;
  enqueueSnackbar(message ? failureText(message, error) : errorMessage(error), { variant: 'error' });
}

export function notifySuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}
