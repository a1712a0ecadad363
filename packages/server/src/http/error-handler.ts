import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { EXPORT_RANGE_REQUIRED, errorCodeForStatus, type ErrorCode } from '@bar/domain';
import { AppError } from './errors.js';

interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
}

const body = (statusCode: number, message: string, details?: ErrorBody['details'], code = errorCodeForStatus(statusCode)): ErrorBody => ({
  statusCode,
  code,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(details?.length ? { details } : {}),
});

const WHERE: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** One place that turns every thrown error into the JSON error shape; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(body(err.statusCode, err.message, err.details, err.code));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = WHERE[err.validationContext ?? ''] ?? 'request';
      const details = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where,
        message: v.message ?? 'is invalid',
      }));
      const first = details[0];
      const code = details.some((d) => d.message === EXPORT_RANGE_REQUIRED) ? 'EXPORT_RANGE_REQUIRED' : 'VALIDATION_FAILED';
      return reply.status(400).send(body(400, `Invalid ${where}: ${first.path} - ${first.message}`, details, code));
    }
    if (isNulRefusal(err)) {
      return reply.status(400).send(body(400, 'Text must not contain NUL (\\u0000) characters.'));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body(500, 'Something went wrong on our side. Try again, and tell support if it persists.'));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(status).send(body(status, 'Something went wrong on our side. Try again, and tell support if it persists.'));
    }
    return reply.status(status).send(body(status, friendlyClientMessage(err)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(404, `No such API route: ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * PostgreSQL text and jsonb cannot hold the NUL character, which JSON can carry ("\\u0000"); the
 * database refuses the whole statement, so nothing was stored and the input is what is wrong.
 */
const NUL_REFUSALS = new Set(['22021', '22P05']);
function isNulRefusal(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return NUL_REFUSALS.has(String(e.cause?.code ?? e.code));
}

function friendlyClientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return err.message;
  }
}

/**
 * Errors Fastify's router raises before any route runs (a path segment longer than the router
 * allows, a malformed percent-encoding): the same body and codes as every other refusal. Passed to
 * Fastify as `frameworkErrors`.
 */
export function frameworkErrorReply(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body(414, 'A value in the address is too long: no record has such an id.'));
  } else if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(body(400, 'The address is not valid: check the characters after each "%".'));
  } else {
    request.log.error({ err }, 'router error');
    void reply.status(500).send(body(500, 'Something went wrong on our side. Try again, and tell support if it persists.'));
  }
}
