import { z } from 'zod';
import path from 'node:path';
import { parseSecretKey } from './secrets/secret-key.js';
import { DEFAULT_DATA_DIR } from './data-dir.js';
import { isIP } from 'node:net';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { error: 'must be one of 1, 0, true, false, on, off' })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** An IP address, a CIDR range, or one of the named ranges Fastify understands. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const proxyList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message: 'must be a comma-separated list of proxy IP addresses or CIDR ranges (e.g. 10.0.0.1,10.1.0.0/16)',
  });

const secretKey = z.string().transform((v, ctx) => {
  const key = parseSecretKey(v);
  if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 bytes written as base64 or 64 hex digits (e.g. openssl rand -base64 32)' });
  return key ?? Buffer.alloc(0);
});

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?|tcp):\/\//, 'must start with mqtt://, mqtts://, ws:// or wss://')
    .optional(),
  MQTT_PUBLIC_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must start with ws:// or wss://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRET_KEY: secretKey.optional(),
  SECRET_KEY_PREVIOUS: secretKey.optional(),
  DEMO: flag.optional(),
  SIMULATOR: flag.optional(),
  ADMIN_EMAIL: z.string().email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PAYMENTS_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
  SHIFT4_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  SHIFT4_CLIENT_GUID: z.string().min(1).max(60, 'must be at most 60 characters').optional(),
  SATISPAY_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  TRUST_PROXY: proxyList.optional(),
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Rules between variables, checked even when single variables are wrong so all are named at once. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.JWT_SECRET) problems.push('  JWT_SECRET: is required when DATABASE_URL is set');
  if (env.DATABASE_URL && !env.SECRET_KEY) problems.push('  SECRET_KEY: is required when DATABASE_URL is set');
  if (env.SECRET_KEY_PREVIOUS && !env.SECRET_KEY) problems.push('  SECRET_KEY_PREVIOUS: goes with SECRET_KEY (the new key)');
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (env.PAYMENTS_MODE === 'live' && !env.SHIFT4_CLIENT_GUID) {
    problems.push('  SHIFT4_CLIENT_GUID: is required when PAYMENTS_MODE is live (the Client GUID Shift4 issued for this interface)');
  }
  return problems;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  mqttUrl?: string;
  mqttPublicUrl?: string;
  jwtSecret?: string;
  /** Seals the gateway secrets; without it (embedded database) a key file in the data dir is used. */
  secretKey?: Buffer;
  /** The key before a rotation: still opens what it sealed, until the start-up step re-seals it. */
  secretKeyPrevious?: Buffer;
  demo: boolean;
  simulator: boolean;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed; empty = the socket address is the client. */
  trustProxy: string[];
  /** Sign-in requests accepted per client address per minute, whatever their outcome. */
  signInLimitPerMinute: number;
  payments: { mode: 'sandbox' | 'live'; shift4BaseUrl?: string; shift4ClientGuid?: string; satispayBaseUrl?: string };
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError listing every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  const lines = [...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`)), ...crossChecks(blankless)];
  if (!parsed.success || lines.length) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const demo = e.DEMO ?? !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    mqttUrl: e.MQTT_URL,
    mqttPublicUrl: e.MQTT_PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    secretKey: e.SECRET_KEY,
    secretKeyPrevious: e.SECRET_KEY_PREVIOUS,
    demo,
    simulator: e.SIMULATOR ?? demo,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? [],
    signInLimitPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE,
    payments: { mode: e.PAYMENTS_MODE, shift4BaseUrl: e.SHIFT4_BASE_URL, shift4ClientGuid: e.SHIFT4_CLIENT_GUID, satispayBaseUrl: e.SATISPAY_BASE_URL },
  };
}
