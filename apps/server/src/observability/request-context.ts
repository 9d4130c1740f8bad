import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 18: the id of the request being served, wherever its work goes (a service queueing an
 * e-mail, a route queueing a job), without passing it through every call. The id is Fastify's
 * request id (app.ts genReqId): a UUID, or the caller's X-Request-Id when it is a plain token.
 */
const storage = new AsyncLocalStorage<{ requestID: string; organisationID?: string }>();

/** The current request's id, or undefined outside a request (jobs, the command line). */
export function currentRequestID(): string | undefined {
  return storage.getStore()?.requestID;
}

/** Issue 19: the signed-in user's organisation, once the request's actor is known (mail_outbox.organisation_id). */
export function currentOrganisationID(): string | undefined {
  return storage.getStore()?.organisationID;
}

/** Called when the request's actor is resolved (access/plugin.ts). */
export function noteRequestOrganisation(organisationID: string): void {
  const store = storage.getStore();
  if (store) store.organisationID = organisationID;
}

/** Runs the rest of each request (its hooks, handler and whatever they start) inside its context. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestID: request.id }, done);
  });
}
