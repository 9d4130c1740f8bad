import path from 'node:path';
import { z } from 'zod';
import { SERVER_DIR } from './lib/server-files.js';

/**
 * Configuration, parsed once at start from the environment. Nothing else reads process.env.
 * Every variable is documented in the README and in .env.example.
 */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address users reach the product at; the built-in issuer lives at PUBLIC_URL/identity. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL (issue 15): connecting, or waiting for a free pooled connection, gives up after this
   * long; a statement is cancelled after DATABASE_STATEMENT_TIMEOUT_MS (the client stops waiting a
   * second later, so a frozen server cannot hold a request). Either way the request answers 503.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
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
  /**
   * With OIDC_ISSUER: the acr values (comma list) of the issuer's tokens that count as a sign-in with
   * a second factor, and the amr values (any one is enough). Users who must use a second factor
   * (administrators, companies that require one) are refused with tokens that show neither.
   */
  OIDC_SECOND_FACTOR_ACR: z.string().default(''),
  OIDC_SECOND_FACTOR_AMR: z.string().default('mfa,otp,hwk,swk'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(600),
  /** Issue 19: days a subject access export can be downloaded before the job removes it (fractions for tests). */
  SUBJECT_ACCESS_EXPORT_DAYS: z.coerce.number().positive().max(90).default(7),
  /** Sessions end after this many minutes without an API call (fractions allowed, for tests). */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  /** Sessions end this many hours after sign-in, however busy (fractions allowed, for tests). */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  DEMO_PASSWORD: z.string().min(8).default('Probity-Demo-2026!'),
  /** The API's description and its page at /api/docs; false switches both off. */
  API_DOCS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The demo administrator's authenticator secret (base32, at least 26 characters), seeded with the demo data. */
  DEMO_TOTP_SECRET: z
    .string()
    .trim()
    .regex(/^[A-Z2-7]{26,}$/, 'must be base32 (A-Z, 2-7), at least 26 characters')
    .default('PROBITYDEMOADMINTOTPSECRETKEY234'),
  /**
   * After SIGTERM (or SIGINT) /readyz answers 503 for this long while requests are still served,
   * so a load balancer can stop sending; then new requests get 503 and those in flight finish.
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** The whole shutdown's limit: past it the process exits with code 1, whatever is unfinished. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(25),
  /**
   * Back-pressure: while the event loop's mean delay (ms, sampled each second) is above this, new
   * requests get 503 with Retry-After; 0 switches it off. 1000 by default, off in tests.
   */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** The same while the V8 heap in use is above this percentage of its limit; 0 switches it off. */
  OVERLOAD_HEAP_USED_PERCENT: z.coerce.number().min(0).max(100).default(90),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Wrong passwords for one e-mail address from one network address before that pair is locked (1, 2, 4… minutes). */
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(2).default(5),
  /** Failed sign-ins from one network address, any e-mail address, before that address is locked. */
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(2).default(30),
  /**
   * A breached-password range API in the HIBP format (e.g. https://api.pwnedpasswords.com): new
   * passwords found in it are refused. Only the first five hex digits of a SHA-1 are sent.
   */
  BREACHED_PASSWORD_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** After this the breach check gives up and the password is accepted (fail open, logged). */
  BREACHED_PASSWORD_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  /** PDF, report and other file exports (PDF, XLSX, CSV, XML) per user per minute, on each export route. */
  EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Password reset e-mails one staff member may send to users (Reset password) per hour. */
  STAFF_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * AES-256-GCM key for secrets at rest (base64 of 32 bytes). Only the embedded database (no
   * DATABASE_URL) may go without: a key is then generated into DATA_DIR/encryption.key.
   */
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v.trim(), 'base64').length === 32, 'must be the base64 of 32 bytes')
    .optional(),
  /** Or a file holding that key (e.g. a mounted secret), outside DATA_DIR; never generated. */
  ENCRYPTION_KEY_FILE: z.string().trim().min(1).optional(),
  /** Address lookup provider (getAddress.io style); without it the local postcode sample answers. */
  ADDRESS_LOOKUP_URL: z.url().optional(),
  ADDRESS_LOOKUP_KEY: z.string().optional(),
  /**
   * The Charity Commission's register API (its base, e.g. https://api.charitycommission.gov.uk/register/api)
   * for the charity search; without it the local copy (table charity_register, loaded from the public extract) answers.
   */
  CHARITY_REGISTER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The register API's subscription key, sent as Ocp-Apim-Subscription-Key. */
  CHARITY_REGISTER_KEY: z.string().min(1).optional(),
  /** Identity-check provider (HTTP adapter) for live companies; without it the sandbox provider answers. */
  CHECK_PROVIDER_URL: z.url().optional(),
  CHECK_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  /**
   * Vocalink's modulus checking tables as published (valacdos.txt and scsubtab.txt), both or neither;
   * without them the edition shipped with the product answers. An edition a platform administrator
   * uploads (Settings → Bank modulus tables) takes precedence over both.
   */
  MODULUS_WEIGHTS_FILE: z.string().trim().min(1).optional(),
  MODULUS_SUBSTITUTIONS_FILE: z.string().trim().min(1).optional(),
  /** The name of the configured edition (e.g. v8.80); without it, read from the weights file's name. */
  MODULUS_EDITION: z.string().trim().min(1).max(40).optional(),
  /** SMTP server for e-mail (smtp:// or smtps://, user and password in the URL); without it mail stays in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From address of every e-mail; defaults to Probity <no-reply@host of PUBLIC_URL>. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Delivery tries before a message is marked failed; retries wait MAIL_RETRY_SECONDS × 2^(try−1). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * How long a message being sent is held by its worker: one claimed by a process that died is
   * tried again after this. Well above the SMTP timeouts (mail/transport.ts), so a live send is
   * never overtaken.
   */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Largest uploaded file (bytes) for the streamed upload and each file of POST /api/Document/; larger answers 413. */
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  /**
   * The security accreditation the sidebar's badge shows (spec 01 §2): its name (e.g. "Cyber
   * Essentials Plus"), what it covers, when it was awarded (YYYY-MM-DD) and a link to the
   * certificate. Without ACCREDITATION_NAME no badge is shown; ACCREDITATION_EXAMPLE=true says it
   * is an example (the demo's).
   */
  ACCREDITATION_NAME: z.string().trim().min(1).max(80).optional(),
  ACCREDITATION_SCOPE: z.string().trim().min(1).max(200).optional(),
  ACCREDITATION_DATE: z.iso.date().optional(),
  ACCREDITATION_CERTIFICATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ACCREDITATION_EXAMPLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * ClamAV's clamd (tcp://host:port): every uploaded file passes its INSTREAM scan before it is
   * kept; without it uploaded files are not scanned (the administrators' settings screen says so).
   */
  CLAMD_URL: z.url({ protocol: /^tcp$/ }).optional(),
  /** Silence from clamd for this long refuses the upload (never a pass). */
  CLAMD_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The most rows one report export holds (POST /api/Reporting/Export); a larger one answers 400. */
  REPORT_EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  /** PostgreSQL: rows a CSV or Excel export fetches from its cursor at a time while it streams. */
  REPORT_EXPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(50_000).default(2_000),
  /** A read replica of DATABASE_URL (postgres://…) the reports read from; without it they read DATABASE_URL. */
  REPORTS_DATABASE_URL: z.string().optional(),
  /** Redis (redis://…) for the Socket.IO adapter across API instances; without it realtime stays in process. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** The job runner (pg-boss: mail delivery and schedules); off by default only in tests. */
  JOBS_ENABLED: z.enum(['true', 'false']).optional(),
  /**
   * How often each instance's job runner looks for schedules that are due (pg-boss's cron
   * monitor); whichever instance looks first sends the occurrence, once (issue 18). Tests shorten it.
   */
  JOBS_SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** An S3-compatible bucket for files instead of DATA_DIR/files; the other S3_* only count with it. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,62}$/, 'must be a bucket name')
    .optional(),
  /** The store's address for MinIO and other S3-compatibles; AWS's own when absent. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Both or neither; without them the SDK's default chain (AWS_* variables, instance role…) answers. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatibles want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** A key prefix inside the bucket (e.g. probity/), so the bucket can be shared. */
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "letters, digits, / and !-_.*'() only")
    .default(''),
  /**
   * An external content service for help (spec 01 §7: GET {HELP_CONTENT_URL}/api/sections?populate=subsections
   * with a fixed bearer credential); without it the help shipped with the product answers.
   */
  HELP_CONTENT_URL: z.url({ protocol: /^https?$/ }).optional(),
  HELP_CONTENT_TOKEN: z.string().min(1).optional(),
  /** How long fetched help content is kept before it is asked for again. */
  HELP_CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Questions to the help assistant per user per minute. */
  HELP_ASK_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * An OpenAI-compatible API (its base, e.g. https://api.openai.com/v1) that words the assistant's
   * answers from the help passages found; without it the assistant answers with the passages.
   */
  ASSISTANT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** After this the assistant gives up on the API and answers with the passages. */
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
  /**
   * Where the sanctions.import job and `cli import-sanctions` (without a file) read the FCDO's UK
   * Sanctions List (XML or CSV): SANCTIONS_LIST_FILE, a path on this machine, when set; otherwise
   * SANCTIONS_LIST_URL, the list as the FCDO publishes it (linked from
   * https://www.gov.uk/government/publications/the-uk-sanctions-list).
   */
  SANCTIONS_LIST_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml'),
  SANCTIONS_LIST_FILE: z.string().trim().min(1).optional(),
  /** How long the download may take before the import gives up (the previous list stays). */
  SANCTIONS_LIST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** A check refuses to screen (a REFER saying so) when the loaded list is older than this. */
  SANCTIONS_LIST_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Issue 18: GET /metrics (Prometheus) on the public port, only with this bearer token (at least
   * 32 characters, e.g. `openssl rand -hex 32`); without it /metrics there answers as an unknown path.
   */
  METRICS_TOKEN: z.string().trim().min(32).optional(),
  /** /metrics alone on its own port (asks for METRICS_TOKEN too when that is set); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address METRICS_PORT listens on: this machine only, unless told otherwise. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * OpenTelemetry traces (HTTP, database, jobs) sent over OTLP/HTTP to this collector's base
   * address (e.g. http://collector:4318; spans go to /v1/traces); off, and not loaded, when unset.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('probity'),
});

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Settings that are only wrong together. */
const ZCheckedConfig = ZConfig.superRefine((c, ctx) => {
  if (c.S3_BUCKET && !c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    const path = [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'];
    ctx.addIssue({
      code: 'custom',
      path,
      message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
    });
  }
  if (c.ENCRYPTION_KEY && c.ENCRYPTION_KEY_FILE) {
    ctx.addIssue({
      code: 'custom',
      path: ['ENCRYPTION_KEY_FILE'],
      message: 'set ENCRYPTION_KEY or ENCRYPTION_KEY_FILE, not both',
    });
  }
  if (c.ENCRYPTION_KEY_FILE && isInside(path.resolve(c.ENCRYPTION_KEY_FILE), path.resolve(c.DATA_DIR))) {
    ctx.addIssue({
      code: 'custom',
      path: ['ENCRYPTION_KEY_FILE'],
      message: 'must be outside DATA_DIR: a copy of the data folder must not carry its own key',
    });
  }
  // PostgreSQL: a key generated into a local folder would be lost with the container, and each
  // instance would make its own; the operator must give one.
  if (c.DATABASE_URL && !c.ENCRYPTION_KEY && !c.ENCRYPTION_KEY_FILE) {
    ctx.addIssue({
      code: 'custom',
      path: ['ENCRYPTION_KEY'],
      message:
        'required with DATABASE_URL (PostgreSQL): set ENCRYPTION_KEY (e.g. the output of `openssl rand -base64 32`) or ENCRYPTION_KEY_FILE, a file outside DATA_DIR holding it. Only the embedded database generates a key of its own.',
    });
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
  }
  if (!c.MODULUS_WEIGHTS_FILE !== !c.MODULUS_SUBSTITUTIONS_FILE) {
    ctx.addIssue({
      code: 'custom',
      path: [c.MODULUS_WEIGHTS_FILE ? 'MODULUS_SUBSTITUTIONS_FILE' : 'MODULUS_WEIGHTS_FILE'],
      message: 'set MODULUS_WEIGHTS_FILE and MODULUS_SUBSTITUTIONS_FILE together, or neither',
    });
  }
});

export type Config = Omit<z.infer<typeof ZConfig>, 'JOBS_ENABLED' | 'OVERLOAD_EVENT_LOOP_DELAY_MS'> & {
  OVERLOAD_EVENT_LOOP_DELAY_MS: number;
  publicUrl: string;
  dataDir: string;
  webDistDir: string;
  jobsEnabled: boolean;
  mailFrom: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZCheckedConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const { JOBS_ENABLED, OVERLOAD_EVENT_LOOP_DELAY_MS, ...rest } = c;
  return {
    ...rest,
    jobsEnabled: JOBS_ENABLED ? JOBS_ENABLED === 'true' : c.NODE_ENV !== 'test',
    // Tests load databases and block the loop on purpose: shedding there would only make them flaky.
    OVERLOAD_EVENT_LOOP_DELAY_MS: OVERLOAD_EVENT_LOOP_DELAY_MS ?? (c.NODE_ENV === 'test' ? 0 : 1000),
    mailFrom: c.MAIL_FROM ?? `Probity <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    dataDir: path.resolve(c.DATA_DIR),
    webDistDir: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : path.resolve(SERVER_DIR, '../web/dist'),
  };
}
