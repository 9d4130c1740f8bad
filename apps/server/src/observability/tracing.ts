import type { IncomingMessage, RequestOptions } from 'node:http';
import type { Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Tracing } from '../server.js';

/**
 * Issue 18: OpenTelemetry traces over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT: a span per
 * HTTP request (http, with Fastify's route and hooks beneath it), per PostgreSQL statement (pg),
 * per outgoing HTTP call and per job run (its tracer goes to buildApp, then jobs/run-job.ts). main.ts starts it before the server
 * is loaded; every package is imported here, on demand, so nothing of it loads without the setting.
 * PGlite (the embedded database) has no instrumentation: its statements are in the metrics only.
 */

/** Probes and scrapes would fill the traces with nothing. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A URL's path without its query: e-mailed links carry one-time tokens there. */
const pathOnly = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

export async function startTracing(config: Config): Promise<Tracing> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT is not set');
  // The ESM loader hook lets the instrumentations patch packages the server imports (not only
  // those it requires); registered before any of them is loaded.
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);

  const [api, traceNode, otlp, resources, instrumentation, httpInst, pgInst, fastifyOtel] = await Promise.all(
    [
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ],
  );

  const exporter = new otlp.OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` });
  const provider = new traceNode.NodeTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [new traceNode.BatchSpanProcessor(exporter)],
  });
  provider.register();

  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new httpInst.HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.has(pathOnly(req.url)),
        // The recorded URLs lose their query (one-time tokens, API keys of outside services).
        startIncomingSpanHook: (req: IncomingMessage) => ({
          'http.target': pathOnly(req.url),
          'url.query': '',
          'http.url': `${req.headers.host ?? ''}${pathOnly(req.url)}`,
        }),
        startOutgoingSpanHook: (req: RequestOptions) => ({
          'http.target': pathOnly(req.path ?? undefined),
          'http.url': `${req.protocol ?? 'http:'}//${req.hostname ?? req.host ?? ''}${pathOnly(req.path ?? undefined)}`,
          'url.full': `${req.protocol ?? 'http:'}//${req.hostname ?? req.host ?? ''}${pathOnly(req.path ?? undefined)}`,
        }),
      }),
      // Statements only, never their parameters (enhancedDatabaseReporting stays off).
      new pgInst.PgInstrumentation(),
      // Fastify's own: the route pattern and a span per hook and handler.
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route: { url: string }) => UNTRACED_PATHS.has(route.url),
        requestHook: (span: Span, request: FastifyRequest) => {
          span.setAttribute('url.path', pathOnly(request.url));
        },
      }),
    ],
  });
  return {
    tracer: api.trace.getTracer('probity'),
    async shutdown() {
      await provider.shutdown();
    },
  };
}
