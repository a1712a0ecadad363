import { ERROR_CODES, type ErrorCode } from '@bar/domain';

/** Field error as the API lists it in `details`. */
export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A non-2xx answer of the API, carrying its `{ statusCode, code, error, message, details }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ApiErrorDetail[] = [],
    /** The server's own sentence, when it sent one; `message` falls back to the HTTP status. */
    readonly serverMessage: string | null = null,
    /** The stable code of the error (domain ERROR_CODES), when the server sent one. */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 401 and 403 end the session instead of showing a notification (SPEC §8). */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

/** Builds the ApiError for a failed response, reading the JSON error body when there is one. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: ErrorBody | null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = null;
  }
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
  const details = Array.isArray(body?.details) ? (body.details as ApiErrorDetail[]) : [];
  const fallback = `Request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''})`;
  const code = (ERROR_CODES as readonly unknown[]).includes(body?.code) ? (body?.code as ErrorCode) : null;
  return new ApiError(response.status, serverMessage ?? fallback, details, serverMessage, code);
}
