import { errorCodeForStatus, type ErrorCode } from '@bar/domain';

/** A failure with an HTTP status, a stable code and a message a person can act on. Services throw these. */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Array<{ path: string; message: string }>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export const badRequest = (message: string, details?: AppError['details'], code?: ErrorCode) => new AppError(400, message, details, code);
export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (what: string) => new AppError(404, `${what} not found.`);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, undefined, code);
export const tooManyRequests = (message: string, code?: ErrorCode) => new AppError(429, message, undefined, code);
