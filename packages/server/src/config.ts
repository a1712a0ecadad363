import { z } from 'zod';
import path from 'node:path';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], { error: 'must be one of 1, 0, true, false, on, off' })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(0, 'must be 0 to 65535').max(65535, 'must be 0 to 65535').default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    MQTT_URL: z
      .string()
      .regex(/^(mqtts?|wss?|tcp):\/\//, 'must start with mqtt://, mqtts://, ws:// or wss://')
      .optional(),
    MQTT_PUBLIC_URL: z.string().regex(/^wss?:\/\//, 'must start with ws:// or wss://').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DEMO: flag.optional(),
    SIMULATOR: flag.optional(),
    ADMIN_EMAIL: z.string().email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    PAYMENTS_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
    SHIFT4_BASE_URL: z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL').optional(),
    SHIFT4_CLIENT_GUID: z.string().min(1).max(60, 'must be at most 60 characters').optional(),
    SATISPAY_BASE_URL: z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  });

/** Rules between variables, checked even when single variables are wrong so all are named at once. */
function crossChecks(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.JWT_SECRET) problems.push('  JWT_SECRET: is required when DATABASE_URL is set');
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
  demo: boolean;
  simulator: boolean;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: string;
  payments: { mode: 'sandbox' | 'live'; shift4BaseUrl?: string; shift4ClientGuid?: string; satispayBaseUrl?: string };
}

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError listing every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blankless);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossChecks(blankless),
  ];
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
    demo,
    simulator: e.SIMULATOR ?? demo,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    payments: { mode: e.PAYMENTS_MODE, shift4BaseUrl: e.SHIFT4_BASE_URL, shift4ClientGuid: e.SHIFT4_CLIENT_GUID, satispayBaseUrl: e.SATISPAY_BASE_URL },
  };
}
