import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { NOT_SHED } from '../lifecycle/overload.js';
import {
  createMetrics,
  type Metrics,
  registerHttpMetrics,
  registerMetricsRoute,
  startMetricsServer,
} from './metrics.js';
import { registerRequestContext } from './request-context.js';

/**
 * Issue 18, "watch it": the request context (its id follows the request's work into e-mails and
 * jobs), the metrics of every request and statement, and /metrics where the configuration says
 * (README "Metrics, traces and logs"). Called first in buildApp, so every route is counted.
 */
export function registerObservability(app: FastifyInstance, config: Config, database: Database): Metrics {
  registerRequestContext(app);
  const metrics = createMetrics(database);
  database.observeQueries((seconds, ok) => metrics.observeQuery(seconds, ok));
  registerHttpMetrics(app, metrics);
  if (config.METRICS_TOKEN)
    registerMetricsRoute(app, metrics, config.METRICS_TOKEN, { public: true, ...NOT_SHED });
  if (config.METRICS_PORT) {
    const port = config.METRICS_PORT;
    let server: http.Server | null = null;
    app.addHook('onReady', async () => {
      const listening = startMetricsServer(metrics, config, app.log);
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, config.METRICS_HOST, () => resolve());
      });
      server = listening;
    });
    app.addHook('onClose', async () => {
      const listening = server;
      server = null;
      if (!listening) return;
      const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
      listening.closeAllConnections();
      await closed;
    });
  }
  return metrics;
}
