import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { APP_VERSION, SUPPORT_EMAIL } from '@bar/domain';
import { databasePlugin } from './db/plugin.js';
import type { Db } from './db/connection.js';
import { authCorePlugin } from './auth/core-plugin.js';
import { authRoutes } from './auth/routes.js';
import type { PrincipalCacheOptions } from './auth/principal-cache.js';
import { rateLimitOptions } from './auth/rate-limit.js';
import type { ThrottleLimits } from './auth/login-throttle.js';
import { guardPlugin, type GuardMutant } from './http/guard.js';
import { HotLane } from './http/hot-lane.js';
import { hotLanePlugin, hotLaneServer } from './http/hot-lane-plugin.js';
import { frameworkErrorReply, registerErrorHandler } from './http/error-handler.js';
import { registerSpa } from './http/spa.js';
import { requestLogPlugin } from './http/request-log.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { barRoutes } from './bars/routes.js';
import { barRecordsPlugin } from './bars/plugin.js';
import type { BarRecordCacheOptions } from './bars/record-cache.js';
import { robotRoutes } from './robots/routes.js';
import { userRoutes } from './users/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { createGateways, type PaymentsOptions } from './payments/options.js';
import type { PaymentGateways } from './payments/gateways.js';
import { livePlugin, type LiveOptions } from './live/plugin.js';
import { devicesPlugin } from './devices/plugin.js';
import { alarmsPlugin, type AlarmOptions } from './alarms/plugin.js';
import { alarmRoutes } from './alarms/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { fleetPlugin } from './fleet/plugin.js';
import { fleetRoutes } from './fleet/routes.js';
import { webhooksPlugin, type WebhookOptions } from './webhooks/plugin.js';
import { webhookRoutes } from './webhooks/routes.js';
import { forecastRoutes } from './forecast/routes.js';
import { commandRoutes } from './commands/routes.js';
import { dispenserRoutes } from './dispensers/routes.js';
import type { CommandOptions } from './commands/service.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { drinkRoutes } from './drinks/routes.js';
import { appOrderRoutes } from './app-orders/routes.js';
import { voucherRoutes } from './vouchers/routes.js';
import { globalIngredientRoutes } from './global-ingredients/routes.js';
import { barIngredientRoutes } from './ingredients/routes.js';
import { menuRoutes } from './menu/routes.js';
import { exportRoutes } from './exports/routes.js';
import { exportWorkerPlugin } from './exports/plugin.js';
import type { ExportWorkerOptions } from './exports/worker.js';
import { auditPlugin } from './audit/plugin.js';
import { safeLogger } from './audit/logger-options.js';
import { recoveryPlugin } from './recovery/plugin.js';
import type { RefundSettlementOptions } from './recovery/refund-settlement.js';
import { secretsPlugin } from './secrets/plugin.js';
import type { SecretBox } from './secrets/secret-box.js';

export interface AppOptions {
  db: Db;
  /** The database for bar events (openDatabase's `liveDb`); without it they share `db`. */
  liveDb?: Db;
  /** Where uploaded images and generated files live (DATA_DIR); tests use a temporary folder. */
  dataDir?: string;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Also log fastify's own incoming/completed lines with the URL (noisy; on for LOG_LEVEL debug or trace); the access log is always on. */
  logRequests?: boolean;
  /** Built web app to serve; omitted in API-only tests. */
  webRoot?: string;
  /** Address browsers use for the broker; null means same origin /mqtt. */
  mqttPublicUrl?: string | null;
  /** Sign-in throttling; tests tighten or loosen it. */
  throttle?: Partial<ThrottleLimits>;
  /** Proxy addresses/CIDRs whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  live?: LiveOptions;
  /** Payment gateways: sandbox (default) or live clients; tests may pass ready-made gateways. */
  payments?: PaymentsOptions | PaymentGateways;
  /** Bar command tracking: acknowledgement timeout, sweep (tests shorten them). */
  commands?: CommandOptions;
  /** Export worker: lease, polling (tests shorten them or drive it by hand). */
  exports?: ExportWorkerOptions;
  /** Settling refunds a crash interrupted: interval, grace period (tests shorten them). */
  recovery?: RefundSettlementOptions;
  /** Seals the bars' gateway secrets (SECRET_KEY or the key file); omitted in tests: a random key. */
  secrets?: SecretBox;
  /** Principal cache time-to-live and clock (tests shorten or drive it). */
  principalCache?: PrincipalCacheOptions;
  /** Bar record cache time-to-live and clock (tests shorten or drive it). */
  barRecordCache?: BarRecordCacheOptions;
  /** Alarms: the offline check's interval (tests drive it by hand). */
  alarms?: AlarmOptions;
  /** Outbound alarm webhooks: plain http to loopback, the worker's timeout, retries and polling (tests shorten them). */
  webhooks?: WebhookOptions;
  /** The server's clock for bar events (drink times), alarms and forecasts; tests drive it. Default: the system clock. */
  now?: () => Date;
  /** Tests only: one route enforces less than it declares (see GuardMutant). */
  guardMutant?: GuardMutant;
}

/**
 * The compilers set below, handed to fastify up front as well: without them it loads and builds its
 * default ones (@fastify/ajv-compiler, @fastify/fast-json-stringify-compiler) at each start, only for
 * the setters to replace them (budget B9). Cast: fastify types these factories after ajv's.
 */
const OWN_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => responseSerializerCompiler } as unknown as NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** Builds the whole application from its plugins: infrastructure first, then the areas. */
export async function buildApp(options: AppOptions) {
  const lane = new HotLane();
  const app = Fastify({
    serverFactory: hotLaneServer(lane),
    logger: safeLogger(options.logger),
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // believing X-Forwarded-For from anyone would let a client pick its own address for the throttle
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorReply,
    schemaController: { compilersFactory: OWN_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bar Console API', version: APP_VERSION, description: 'Operator console API for automated bars.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(databasePlugin, { db: options.db, liveDb: options.liveDb });
  await app.register(secretsPlugin, { box: options.secrets });
  await app.register(authCorePlugin, { jwtSecret: options.jwtSecret, principalCache: options.principalCache });
  await app.register(rateLimit, rateLimitOptions(options.db));
  await app.register(guardPlugin, { mutant: options.guardMutant });
  await app.register(hotLanePlugin, { lane });
  await app.register(barRecordsPlugin, { cache: options.barRecordCache });
  await app.register(requestLogPlugin);
  await app.register(livePlugin, options.live ?? {});
  await app.register(alarmsPlugin, { ...options.alarms, now: options.now });
  await app.register(fleetPlugin);
  await app.register(webhooksPlugin, options.webhooks ?? {});
  await app.register(devicesPlugin, { now: options.now });
  await app.register(exportWorkerPlugin, { dataDir: options.dataDir, worker: options.exports });
  await app.register(auditPlugin);
  const payments = options.payments;
  const gateways = payments && 'shift4' in payments ? payments : createGateways(payments);
  await app.register(recoveryPlugin, { gateways, options: options.recovery });

  await app.register(
    async (api) => {
      api.get(
        '/health',
        { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => ({ status: 'ok' as const }),
      );
      api.get(
        '/config',
        {
          config: { access: 'public' },
          schema: {
            tags: ['system'],
            summary: 'What the console needs before sign-in',
            response: { 200: z.object({ version: z.string(), mqttUrl: z.string().nullable(), supportEmail: z.string() }) },
          },
        },
        async () => ({ version: APP_VERSION, mqttUrl: options.mqttPublicUrl ?? null, supportEmail: SUPPORT_EMAIL }),
      );
      await api.register(authRoutes, { prefix: '/auth', throttle: options.throttle });
      await api.register(barRoutes, { prefix: '/ubar/bars', dataDir: options.dataDir });
      await api.register(robotRoutes, { prefix: '/ubar/robots' });
      await api.register(userRoutes, { prefix: '/uuser/members' });
      await api.register(paymentRoutes, { gateways });
      await api.register(commandRoutes, { options: options.commands });
      await api.register(dashboardRoutes);
      await api.register(drinkRoutes, { commands: options.commands });
      await api.register(appOrderRoutes, { gateways });
      await api.register(voucherRoutes);
      await api.register(globalIngredientRoutes, { prefix: '/uging' });
      await api.register(barIngredientRoutes, { prefix: '/uingredient' });
      await api.register(menuRoutes, { prefix: '/udrink' });
      await api.register(dispenserRoutes, { prefix: '/udispenser', commands: options.commands });
      await api.register(exportRoutes, { prefix: '/uexport/export-request', dataDir: options.dataDir });
      await api.register(alarmRoutes, { prefix: '/alarms' });
      await api.register(analyticsRoutes, { prefix: '/analytics' });
      await api.register(fleetRoutes, { prefix: '/fleet' });
      await api.register(webhookRoutes, { prefix: '/webhooks' });
      await api.register(forecastRoutes, { prefix: '/forecast', now: options.now });
    },
    { prefix: '/api' },
  );

  if (options.webRoot) await registerSpa(app, options.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
