// compose.yaml (issue 18), checked without a Docker engine: Docker Compose's own `config` validates
// the file against the Compose schema and resolves it (with stand-ins for the required secrets),
// Caddy's own `caddy validate` parses the load balancer's deploy/compose/Caddyfile,
// then the resolved file is held to the README's promises: Probity ×2 sharing their secrets, with
// variables the server reads and values it accepts, health checks behind every service_healthy,
// pinned images, and a load balancer that sends to every instance.
//   npx tsx scripts/deploy/check-compose.mjs [compose.yaml]   exit 1 naming each problem
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { configProblems, SAMPLE_SECRETS, unknownVariables } from './config-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The variables compose.yaml requires (`${NAME:?…}`), with well-formed stand-ins. */
const REQUIRED = {
  POSTGRES_PASSWORD: 'check-only',
  MINIO_ROOT_PASSWORD: 'check-only',
  PROBITY_S3_SECRET: 'check-only',
  PROBITY_ENCRYPTION_KEY: SAMPLE_SECRETS.ENCRYPTION_KEY,
  PROBITY_SESSION_SECRET: SAMPLE_SECRETS.SESSION_SECRET,
  PROBITY_METRICS_TOKEN: SAMPLE_SECRETS.METRICS_TOKEN,
};

/** Docker Compose v2 (`docker compose`), or the standalone `docker-compose` (Debian's package). */
export function composeCommand() {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0)
    return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  return null;
}

function runConfig(command, file, env) {
  const [program, ...args] = command;
  return spawnSync(program, [...args, '-f', file, 'config'], {
    env,
    encoding: 'utf8',
    cwd: path.dirname(file),
  });
}

const pinned = (image) =>
  /:[^:/]*\d+\.\d+/.test(image) || /:RELEASE\.\d/.test(image) || image.includes('@sha256:');

export function checkResolved(resolved, caddyfile) {
  const problems = [];
  const services = resolved.services ?? {};
  const probity = Object.entries(services).filter(([, s]) => s.build);
  if (probity.length < 2)
    problems.push(`${probity.length} Probity service(s) built from the Dockerfile: need 2 or more`);
  for (const [name, s] of probity) {
    const env = Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, String(v ?? '')]));
    for (const variable of unknownVariables(Object.keys(env)))
      problems.push(`${name}: ${variable} is not a variable of apps/server/src/config.ts`);
    for (const p of configProblems(env)) problems.push(`${name}: the server refuses its settings: ${p}`);
    if (!s.healthcheck?.test) problems.push(`${name}: no healthcheck`);
    else if (!String(s.healthcheck.test).includes('/readyz'))
      problems.push(`${name}: its healthcheck does not ask /readyz`);
    for (const shared of ['ENCRYPTION_KEY', 'SESSION_SECRET', 'DATABASE_URL', 'REDIS_URL', 'S3_BUCKET'])
      if (!env[shared] || env[shared] !== String(probity[0][1].environment?.[shared] ?? ''))
        problems.push(`${name}: ${shared} must be set, the same on every instance`);
  }
  for (const [name, s] of Object.entries(services)) {
    if (!s.build && !pinned(s.image ?? ''))
      problems.push(`${name}: image ${s.image} is not pinned to a release`);
    for (const [dependency, d] of Object.entries(s.depends_on ?? {})) {
      const condition = d?.condition ?? 'service_started';
      if (condition === 'service_started')
        problems.push(`${name}: depends on ${dependency} without a condition (service_healthy or completed)`);
      if (condition === 'service_healthy' && !services[dependency]?.healthcheck?.test)
        problems.push(`${name}: waits for ${dependency} to be healthy, but it has no healthcheck`);
    }
  }
  // The load balancer (deploy/compose/Caddyfile) sends to each instance on the port it listens on.
  const upstreams = (caddyfile.match(/reverse_proxy\s+([^{\n]+)/)?.[1] ?? '').trim().split(/\s+/);
  for (const [name, s] of probity) {
    const port = String(s.environment?.PORT ?? 3000);
    if (!upstreams.includes(`${name}:${port}`))
      problems.push(`the Caddyfile's reverse_proxy does not send to ${name}:${port}`);
  }
  return problems;
}

/** Caddy's own parse of the load balancer's file (`caddy validate`: Debian's caddy package). */
export function validateCaddyfile(file) {
  if (spawnSync('caddy', ['version'], { stdio: 'ignore' }).status !== 0)
    return ['caddy is not installed, so the Caddyfile cannot be validated (Debian: apt-get install caddy)'];
  const run = spawnSync('caddy', ['validate', '--config', file, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
  });
  if (run.status === 0) return [];
  const error = run.stderr.split('\n').find((line) => line.startsWith('Error')) ?? run.stderr.trim();
  return [`caddy validate ${path.basename(file)}: ${error}`];
}

export function checkCompose(file) {
  const command = composeCommand();
  if (!command)
    return [
      'neither `docker compose` nor `docker-compose` is installed (Debian: apt-get install docker-compose)',
    ];
  const problems = [];
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in REQUIRED)));
  // Without the secrets, compose must refuse: no instance may start on an empty or default key.
  const bare = runConfig(command, file, base);
  if (bare.status === 0)
    problems.push(
      '`config` passes without the required secrets: write each secret with the :? form of interpolation',
    );
  const resolved = resolveCompose(file, command);
  if (resolved.error) return [...problems, resolved.error];
  const caddyFile = path.join(path.dirname(file), 'deploy/compose/Caddyfile');
  problems.push(...validateCaddyfile(caddyFile));
  return [...problems, ...checkResolved(resolved.config, fs.readFileSync(caddyFile, 'utf8'))];
}

/** compose.yaml as Docker Compose resolves it (with the stand-in secrets), or why it cannot. */
export function resolveCompose(file, command = composeCommand()) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in REQUIRED)));
  const run = runConfig(command, file, { ...base, ...REQUIRED });
  if (run.status !== 0) return { error: `${command.join(' ')} config failed:\n${run.stderr.trim()}` };
  return { config: parse(run.stdout) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve(process.argv[2] ?? path.join(ROOT, 'compose.yaml'));
  const problems = checkCompose(file);
  for (const p of problems) process.stderr.write(`${path.relative(ROOT, file)}: ${p}\n`);
  if (problems.length > 0) process.exit(1);
  const via = composeCommand().join(' ');
  process.stdout.write(
    `${path.relative(ROOT, file)}: valid (${via} config, caddy validate) and its Probity services' settings accepted\n`,
  );
}
