import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import type { Tracer } from '@opentelemetry/api';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessPlugin } from './access/plugin.js';
import { organisationReadsAudit } from './audit/organisation-reads.plugin.js';
import type { Config } from './config.js';
import { configureModulusTables } from './integrations/bank-modulus/modulus-edition.js';
import type { Database } from './db/client.js';
import { apiRoutes } from './features/index.js';
import { createIdentity } from './identity/index.js';
import { sessionLimits } from './identity/session-limits.js';
import type { IdentityModule } from './identity/types.js';
import { createJobs, type JobsModule } from './jobs/index.js';
import { registerObservability } from './observability/index.js';
import type { Metrics } from './observability/metrics.js';
import { trackAllowedMethods } from './lib/allowed-methods.js';
import {
  frameworkErrors,
  registerErrorHandler,
  sendMethodNotAllowed,
  sendNotFound,
} from './lib/error-handler.js';
import { openApiTransform, openApiTransformObject } from './lib/openapi.js';
import { serializeError } from './lib/log-safety.js';
import { rejectNulBytes } from './lib/nul-bytes.js';
import { registerRateLimitStore } from './lib/rate-limit-store.js';
import { registerReadiness } from './lib/readiness.js';
import { registerLifecycle } from './lifecycle/drain.js';
import { NOT_SHED, registerOverloadShedding } from './lifecycle/overload.js';
import { activityBroadcast } from './realtime/activity-hook.js';
import { cacheControlFor } from './delivery/cache-policy.js';
import { registerCompression, skipCompression } from './delivery/compression.js';
import { productSecurityOptions, registerSecurityHeaders } from './delivery/security-headers.js';
import { type Realtime, createRealtime } from './realtime/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    identity: IdentityModule;
    jobs: JobsModule;
    metrics: Metrics;
    realtime: Realtime;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Issue 18: OpenTelemetry's tracer when tracing runs (main.ts), for the spans of job runs. */
  tracer?: Tracer;
  /** pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>;
}

/** Never log secrets: authorization headers, cookies, passwords, tokens. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.secret',
  // SQL statements and parameters of database errors (the err serializer drops them too).
  '*.params',
  '*.query',
  // Identity documents, bank details and provider credentials (they are stored encrypted too).
  ...[
    'nino',
    'passport',
    'passportMrz',
    'drivingLicence',
    'idCard',
    'travelVisa',
    'bankSortCode',
    'bankAccountNumber',
    'integrationDetails',
  ].flatMap((field) => [`*.${field}`, `req.body.${field}`]),
];

/** Builds the whole product as one Fastify app; main.ts listens, tests call app.inject. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // One-time tokens travel in the query of e-mailed links: a logged URL never has its query.
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: LOG_REDACT,
            serializers: {
              // Database errors carry their statement and parameters: only a safe copy is logged.
              // (Fastify's type wants a stack on every error; the safe copy may have none.)
              err: serializeError as never,
              error: serializeError,
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                url: req.url.split('?')[0],
                id: req.id,
              }),
            },
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // spec/README: API paths are matched case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Issue 15: the router's own errors (a path that cannot be decoded, an over-long parameter)
    // are problems too, without the raw path Fastify's defaults echo.
    frameworkErrors,
    // Requests arriving while the server closes get the error handler's 503 (lifecycle/drain.ts).
    return503OnClosing: false,
    // Issue 16: one log line per request (below, when it is answered), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route is added: the not-found handler tells a wrong method (405) from an unknown path.
  const allowedMethods = trackAllowedMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // Issue 18: request context, metrics and /metrics, before any route so every route is counted.
  const metrics = registerObservability(app, config, database);
  app.decorate('metrics', metrics);
  // Issue 12: Vocalink's modulus tables from the configured files (a malformed one stops the start).
  configureModulusTables(config);
  // spec/README jobs: pg-boss on the same database, started once the app is ready, stopped with it.
  const jobs = createJobs({ config, database, log: app.log, metrics, tracer: opts.tracer });
  app.decorate('jobs', jobs);
  if (config.jobsEnabled) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  if (opts.logger !== false)
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers of the API (errors and 404s included) hold personal data or say who may see what:
    // no browser or proxy keeps a copy.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });

  // helmet's headers on every answer, worked out once at start (issue 16: not per request).
  registerSecurityHeaders(app, productSecurityOptions(config.publicUrl, config.OIDC_ISSUER));

  // Issue 16: Brotli or gzip for text answers; before any route, as the plugin hooks each route.
  await registerCompression(app);

  registerErrorHandler(app);
  // Issue 15: shutdown's drain (503 once closing) and back-pressure (503 while overloaded).
  registerLifecycle(app);
  await registerOverloadShedding(app, config);
  // Issue 18: with REDIS_URL every instance counts the rate limits in Redis (lib/rate-limit-store.ts).
  await registerRateLimitStore(app, config.REDIS_URL);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Probity API',
        version: '1',
        description:
          'The API of Probity. Paths and shapes follow section 7 of the specification; lists take page, pageCount, SearchTerm, OrderBy and FilterType/Filter pairs and answer with an x-pagination header.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  // API_DOCS=false: no /api/docs page nor its document (the description is still built for tests).
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const probe = { config: { public: true, ...NOT_SHED }, schema: { hide: true } };
  app.get('/healthz', probe, async () => ({ status: 'ok' }));

  // Tests fail sign-ins on purpose; the growing delay would only slow them down.
  const identity = await createIdentity(
    { config, database },
    config.NODE_ENV === 'test' ? { failureDelayStepMs: 0 } : undefined,
  );
  app.decorate('identity', identity);
  await identity.register(app);

  // Realtime hubs (Socket.IO under /hubs) on the same HTTP server, attached once the app is ready.
  const realtime = createRealtime({ config, database, identity, log: app.log });
  app.decorate('realtime', realtime);
  metrics.watchSockets(() => realtime.connectedSockets());
  app.addHook('onReady', () => realtime.attach(app.server));
  app.addHook('preClose', () => realtime.close());
  // Issue 15: ready while the database (and Redis, when configured) answers within the connect timeout.
  registerReadiness(
    app,
    {
      database: async () => (await database.query('SELECT 1')).length === 1,
      ...(config.REDIS_URL ? { redis: () => realtime.redisReady() } : {}),
    },
    {
      timeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      routeConfig: probe.config,
      draining: () => app.lifecycle.draining,
    },
  );

  await app.register(
    async (api) => {
      // A NUL character anywhere in a JSON body answers 400 on its field on every route: the
      // database cannot store one, so it must never reach a query.
      api.addHook('preValidation', rejectNulBytes);
      await api.register(accessPlugin, {
        database,
        identity,
        webClientID: config.OIDC_CLIENT_ID,
        limits: sessionLimits(config),
      });
      await api.register(organisationReadsAudit, { database });
      await api.register(activityBroadcast, { realtime });
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config, allowedMethods);
  return app;
}

/** Paths under /api (the router matches case-insensitively). */
function isApiPath(url: string): boolean {
  const lower = url.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/api?');
}

/** Serves the built single-page app with a fallback to index.html for its client-side routes. */
async function serveWebApp(app: FastifyInstance, config: Config, allowedMethods: (url: string) => string[]) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasIndex = fs.existsSync(indexFile);
  if (hasIndex)
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // Source maps would hand out the app's source: never served, even when a build made them.
      allowedPath: (pathName) => !pathName.toLowerCase().endsWith('.map'),
      // Issue 16: the build wrote .br and .gz beside each text asset (apps/web/scripts/precompress.mjs);
      // the one the browser accepts is sent as it is, with Content-Encoding and Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(config.webDistDir, filePath));
        // A file the build did not compress is under 1 kB or not text: not compressed here either.
        if (!/\.(?:br|gz)$/.test(filePath)) skipCompression(reply.request);
      },
    });
  // A 404 never echoes the URL; a path that takes other methods answers 405.
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0 && !allowed.includes(request.method))
      return sendMethodNotAllowed(request, reply, allowed);
    if (!hasIndex) return sendNotFound(request, reply);
    const url = request.url.toLowerCase();
    const isApi = url.startsWith('/api') || url.startsWith('/identity') || url.startsWith('/_configuration');
    if (request.method === 'GET' && !isApi) {
      // Assets that do not exist answer 404; everything else is a client route.
      // index.html as the build compressed it (.br, .gz), with the same Cache-Control and Vary.
      if (!url.startsWith('/assets/')) return reply.sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
}
