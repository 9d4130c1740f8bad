// The deployment checks can fail: each is given a copy of the real file with one thing broken and
// must name it. Run by scripts/check-deploy.sh before the checks themselves.
//   npx tsx scripts/deploy/self-test.mjs   exit 1 naming each check that let its broken file pass
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkResolved, resolveCompose, validateCaddyfile } from './check-compose.mjs';
import { checkDockerfile, dockerignore } from './check-dockerfile.mjs';
import { checkKubernetes } from './check-kubernetes.mjs';
import { missingPackages } from './check-server-imports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** Replaces `from` (which must be there: a stale case must not pass by changing nothing). */
function breaking(text, from, to) {
  if (!text.includes(from)) throw new Error(`self-test: "${from}" is no longer in the file`);
  return text.replace(from, to);
}

const results = [];
async function expect(name, problemsPromise, wanted) {
  const problems = await problemsPromise;
  const caught = problems.some((p) => p.includes(wanted));
  results.push({ name, caught, problems, wanted });
}

// Dockerfile
const dockerfile = read('Dockerfile');
const dockerCases = [
  ['root user', breaking(dockerfile, 'USER node', 'USER root'), 'runs as root'],
  ['no USER', breaking(dockerfile, 'USER node', ''), 'sets no USER'],
  [
    'unpinned base',
    breaking(dockerfile, 'node:20.20.2-bookworm-slim AS runtime', 'node:latest AS runtime'),
    'pin',
  ],
  ['no HEALTHCHECK', dockerfile.replace(/^HEALTHCHECK[^\n]*\\\n[^\n]*\n/m, ''), 'no HEALTHCHECK'],
  [
    'ADD of a URL',
    breaking(dockerfile, 'USER node', 'ADD https://example.com/x /x\nUSER node'),
    'ADD of a URL',
  ],
  ['shell-form CMD', dockerfile.replace(/^CMD \[.*\]$/m, 'CMD node apps/server/dist/main.js'), 'shell form'],
];
for (const [name, text, wanted] of dockerCases)
  await expect(`Dockerfile: ${name}`, checkDockerfile(text), wanted);
// .dockerignore leaving out what the build needs (the web build's precompress script).
const trackedFiles = ['apps/web/package.json', 'apps/web/scripts/precompress.mjs', 'apps/web/src/a.test.ts'];
const ignored = dockerignore(`${read('.dockerignore')}\n**/scripts\n`);
await expect(
  '.dockerignore: a needed file left out',
  checkDockerfile(dockerfile, { trackedFiles, ignored }),
  'leaves out apps/web/scripts/precompress.mjs',
);

// Kubernetes: a copy of the folder with one file changed.
async function brokenKubernetes(file, from, to) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-k8s-'));
  try {
    fs.cpSync(path.join(ROOT, 'deploy/kubernetes'), folder, { recursive: true });
    const target = path.join(folder, file);
    fs.writeFileSync(target, breaking(fs.readFileSync(target, 'utf8'), from, to));
    return (await checkKubernetes(folder)).problems;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
const k8sCases = [
  [
    'readiness on a route the server lacks',
    'deployment.yaml',
    'path: /readyz',
    'path: /ready',
    'no route /ready',
  ],
  ['one replica', 'deployment.yaml', 'replicas: 2', 'replicas: 1', 'replicas must be 2'],
  [
    'runs as root',
    'deployment.yaml',
    'runAsUser: 1000\n        runAsGroup: 1000\n        fsGroup',
    'runAsUser: 0\n        runAsGroup: 1000\n        fsGroup',
    'uid 0',
  ],
  [
    'a variable the server does not read',
    'configmap.yaml',
    'LOG_LEVEL: info',
    'LOG_LEVELS: info',
    'LOG_LEVELS is not a variable',
  ],
  [
    'a value the server refuses',
    'configmap.yaml',
    'S3_FORCE_PATH_STYLE: "true"',
    'S3_FORCE_PATH_STYLE: "yes"',
    'S3_FORCE_PATH_STYLE',
  ],
  [
    'a real secret',
    'secret.yaml',
    'REPLACE-ME-base64-of-32-random-bytes',
    'c2VjcmV0',
    'not a REPLACE-ME placeholder',
  ],
  ['a field of the wrong type', 'migrate-job.yaml', 'backoffLimit: 3', 'backoffLimit: three', 'backoffLimit'],
  [
    'a Service selecting nothing',
    'service.yaml',
    'app.kubernetes.io/component: server',
    'app.kubernetes.io/component: web',
    'selects no',
  ],
];
for (const [name, file, from, to, wanted] of k8sCases)
  await expect(`Kubernetes: ${name}`, brokenKubernetes(file, from, to), wanted);

// compose.yaml: its resolved form (Docker Compose's own config), one thing changed.
const resolved = resolveCompose(path.join(ROOT, 'compose.yaml'));
if (resolved.error) throw new Error(resolved.error);
const caddyfile = read('deploy/compose/Caddyfile');
const composeCases = [
  ['one instance', (c) => delete c.services['probity-2'], caddyfile, 'need 2 or more'],
  [
    'a misspelt variable',
    (c) => (c.services['probity-1'].environment.REDIS_URI = 'redis://redis:6379'),
    caddyfile,
    'REDIS_URI is not a variable',
  ],
  [
    'secrets differ',
    (c) => (c.services['probity-2'].environment.SESSION_SECRET = 'another-secret-of-more-than-32-characters'),
    caddyfile,
    'SESSION_SECRET must be set, the same',
  ],
  ['an unpinned image', (c) => (c.services.redis.image = 'redis:latest'), caddyfile, 'not pinned'],
  [
    'healthy without a healthcheck',
    (c) => delete c.services.postgres.healthcheck,
    caddyfile,
    'has no healthcheck',
  ],
  [
    'an instance left out of the load balancer',
    () => {},
    breaking(caddyfile, ' probity-2:3000', ''),
    'does not send to probity-2',
  ],
];
for (const [name, change, caddy, wanted] of composeCases) {
  const config = structuredClone(resolved.config);
  change(config);
  await expect(`compose: ${name}`, checkResolved(config, caddy), wanted);
}

// The Caddyfile: a load-balancing policy Caddy does not have.
const brokenCaddy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'probity-caddy-')), 'Caddyfile');
fs.writeFileSync(brokenCaddy, breaking(caddyfile, 'lb_policy cookie', 'lb_policy cookies'));
await expect('Caddyfile: an unknown directive value', validateCaddyfile(brokenCaddy), 'cookies');
fs.rmSync(path.dirname(brokenCaddy), { recursive: true, force: true });

// The compiled server's imports: a production dependency taken away.
const metaFile = path.join(ROOT, 'apps/server/dist/meta.json');
if (fs.existsSync(metaFile)) {
  const { dependencies } = JSON.parse(read('apps/server/package.json'));
  const { fastify: _, '@aws-sdk/client-s3': __, ...fewer } = dependencies;
  const missing = missingPackages(JSON.parse(fs.readFileSync(metaFile, 'utf8')), fewer, (program) =>
    read(`apps/server/${program}`),
  );
  const names = [...missing.values()].flat();
  await expect('server imports: a static import', [names.join(' ')], 'fastify');
  await expect('server imports: a lazy require', [names.join(' ')], '@aws-sdk/client-s3');
}

const missed = results.filter((r) => !r.caught);
for (const r of missed)
  process.stderr.write(
    `self-test: ${r.name}: not caught (wanted "${r.wanted}"; got ${JSON.stringify(r.problems)})\n`,
  );
process.stdout.write(
  `self-test: ${results.length - missed.length} of ${results.length} broken files caught\n`,
);
if (missed.length > 0) process.exit(1);
