import type { Attributes, Tracer } from '@opentelemetry/api';

/**
 * Issue 18: spans of the product's own work (a job run), made only while tracing runs
 * (observability/tracing.ts sets the tracer); otherwise the work runs as it is and nothing of
 * OpenTelemetry is loaded (this file imports its types only).
 */
let tracer: Tracer | null = null;

export function setTracer(next: Tracer | null): void {
  tracer = next;
}

/** SpanStatusCode.ERROR of @opentelemetry/api (a value import would load it without tracing). */
const STATUS_ERROR = 2;

export async function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  const active = tracer;
  if (!active) return work();
  return active.startActiveSpan(name, { attributes }, async (span) => {
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
