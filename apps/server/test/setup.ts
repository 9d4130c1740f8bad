// Runs in every server test file before its tests: nothing global yet beyond quiet logs.
process.env.LOG_LEVEL ??= 'silent';
// On PostgreSQL the server refuses to start without a given key (config.ts): anything in a test
// that reads the configuration from the environment gets a fixed test key.
if (process.env.DATABASE_URL) process.env.ENCRYPTION_KEY ??= Buffer.alloc(32, 1).toString('base64');
