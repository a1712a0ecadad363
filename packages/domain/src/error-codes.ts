/**
 * The stable `code` of every API error body: clients and tests branch on it, never on the
 * sentence. Generic codes stand for a status; specific ones tell apart cases of one status.
 */
export const ERROR_CODES = [
  // generic, one per status
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'REQUEST_REFUSED',
  'INTERNAL',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  // specific
  'BAR_OFFLINE',
  'BAR_CLOSED',
  'RECIPE_UNAVAILABLE',
  'BAR_TIMEOUT',
  'COMMAND_REFUSED',
  'IDEMPOTENCY_KEY_REUSED',
  'EXPORT_RANGE_REQUIRED',
  'NO_MOVABLE_CONVEYORS',
  'SIGN_IN_THROTTLED',
  'UNKNOWN_QUERY_FIELD',
  'ALARM_HANDLED',
  'ALARM_CLEARS_ITSELF',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** The generic code of a status, for errors that have no specific one. */
export function errorCodeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'REQUEST_REFUSED');
}
