import type { Attributes, Tracer } from '@opentelemetry/api';

/**
 * Issue 18: a span around the product's own work (a job run) when tracing runs
 * (observability/tracing.ts hands its tracer to buildApp); otherwise the work runs as it is.
 * Types only from OpenTelemetry: nothing of it loads without tracing.
 */

/** SpanStatusCode.ERROR of @opentelemetry/api (a value import would load it without tracing). */
const STATUS_ERROR = 2;

export async function inSpan<T>(
  tracer: Tracer | undefined,
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.recordException(err instanceof Error ? err : String(err));
      span.setStatus({ code: STATUS_ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}
