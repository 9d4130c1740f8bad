import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from './errors.js';
import { rateLimitPluginOptions } from './rate-limit-store.js';

/**
 * Per-user limits on API routes, as @fastify/rate-limit route config (its store, so a shared
 * store such as Redis applies to them too). Keys are the caller's user id: the access hook has
 * identified the caller before preHandler.
 */

export const RATE_LIMIT_TEXTS = {
  exports: (max: number) =>
    `You have downloaded ${max} files in the last minute, which is the most allowed. Please wait a minute and try again.`,
  resetMails: (max: number) =>
    `You have sent ${max} password reset e-mails in the last hour, which is the most allowed. Please try again later.`,
} as const;

/** Registers the plugin for route-level limits in this scope, unless a parent already did. */
export async function useRouteRateLimits(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, rateLimitPluginOptions(app));
}

function perUser(
  name: string,
  max: number,
  timeWindow: number,
  message: string,
): { rateLimit: Record<string, unknown> } {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => `${name}:${request.actor?.userID ?? request.ip}`,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', message),
    },
  };
}

/** Every PDF, XLSX, CSV and XML export route: EXPORTS_PER_MINUTE per user per minute, per route. */
export function exportRateLimit(config: Config) {
  return perUser(
    'export',
    config.EXPORTS_PER_MINUTE,
    60_000,
    RATE_LIMIT_TEXTS.exports(config.EXPORTS_PER_MINUTE),
  );
}

/** The users' "Reset password" action: STAFF_RESET_MAILS_PER_HOUR per staff member per hour. */
export function staffResetMailRateLimit(config: Config) {
  return perUser(
    'reset-mail',
    config.STAFF_RESET_MAILS_PER_HOUR,
    60 * 60_000,
    RATE_LIMIT_TEXTS.resetMails(config.STAFF_RESET_MAILS_PER_HOUR),
  );
}
