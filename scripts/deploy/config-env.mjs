// What the deployment files may set: the variables of apps/server/src/config.ts (its schema's
// keys), and the OpenTelemetry SDK's own OTEL_* variables, which the SDK reads itself. A file that
// names anything else sets a variable the server never reads (a typo, or a setting since renamed).
// Run under tsx (it imports the TypeScript config): npx tsx scripts/deploy/<check>.mjs
import { randomBytes } from 'node:crypto';
import { loadConfig, ZConfig } from '../../apps/server/src/config.ts';

export const CONFIG_KEYS = new Set(Object.keys(ZConfig.shape));

export function unknownVariables(names) {
  return names.filter((name) => !CONFIG_KEYS.has(name) && !name.startsWith('OTEL_'));
}

/** The server's own verdict on a set of variables: the problems loadConfig names, or none. */
export function configProblems(env) {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return String(err instanceof Error ? err.message : err)
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
}

/** Well-formed stand-ins for the secrets, so the other values can be checked by the server itself. */
export const SAMPLE_SECRETS = {
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SESSION_SECRET: randomBytes(36).toString('base64'),
  DATABASE_URL: 'postgres://probity_web:sample@postgres.example.internal:5432/probity',
  REDIS_URL: 'redis://:sample@redis.example.internal:6379',
  S3_ACCESS_KEY_ID: 'sample',
  S3_SECRET_ACCESS_KEY: 'sample',
  SMTP_URL: 'smtp://user:sample@relay.example.internal:587',
  METRICS_TOKEN: randomBytes(32).toString('hex'),
};
