// Runs in every server test file before its tests: nothing global yet beyond quiet logs.
process.env.LOG_LEVEL ??= 'silent';
