import type { FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];

const SENSITIVE_PARAM = /token|password|passwd|secret|key|jwt|auth|signature|session|cookie/i;
const CENSOR = '[Redacted]';

// headers are not logged by default; these cover whatever logs a request or headers by hand
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-bar-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
];

/** A URL as logged: query values whose name suggests a credential are replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  const at = url?.indexOf('?') ?? -1;
  if (!url || at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(params.keys())) if (SENSITIVE_PARAM.test(name)) params.set(name, CENSOR);
  return `${url.slice(0, at)}?${params.toString()}`;
}

interface LoggedRequest {
  method: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The app's logger options with credentials kept out of every line (ARCHITECTURE §10). */
export function safeLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      ...('serializers' in base ? base.serializers : {}),
    },
  };
}
