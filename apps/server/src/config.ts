import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration, parsed once at start from the environment. Nothing else reads process.env.
 * Every variable is documented in the README and in .env.example.
 */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address users reach the product at; the built-in issuer lives at PUBLIC_URL/identity. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Schema for PostgreSQL (tests run each in a fresh schema). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  /** Secret for signing cookies and keys of the built-in identity server; generated into DATA_DIR when absent. */
  SESSION_SECRET: z.string().min(32).optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('probity-web'),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_SCOPE: z.string().default('openid profile email offline_access'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  DEMO_PASSWORD: z.string().min(8).default('Probity-Demo-2026!'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = z.infer<typeof ZConfig> & { publicUrl: string; dataDir: string; webDistDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const here = path.dirname(new URL(import.meta.url).pathname);
  return {
    ...c,
    publicUrl,
    dataDir: path.resolve(c.DATA_DIR),
    webDistDir: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : path.resolve(here, '../../web/dist'),
  };
}
