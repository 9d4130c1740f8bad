// The Kubernetes example (deploy/kubernetes, issue 18), checked offline: kubectl's dry run needs a
// cluster to ask for its API, and none runs in CI. Each object is validated against the Kubernetes
// API's schema as the npm package kubernetes-models ships it (types, required fields, enums;
// it does not report unknown fields), then against what the README promises: two replicas,
// probes on the server's real /healthz and /readyz, resources, non-root, references that resolve,
// variables the server reads and values it accepts, placeholders only in the Secrets.
//   npx tsx scripts/deploy/check-kubernetes.mjs [folder]   exit 1 naming each problem
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { configProblems, SAMPLE_SECRETS, unknownVariables } from './config-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLACEHOLDER = /^REPLACE-ME/;

/** The routes the probes may name: those the server registers (app.ts, lib/readiness.ts). */
function serverRoutes() {
  const sources = ['apps/server/src/app.ts', 'apps/server/src/lib/readiness.ts']
    .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
    .join('\n');
  return new Set([...sources.matchAll(/app\.get\('(\/[a-z]+)'/g)].map((m) => m[1]));
}

async function schemaProblems(object, where) {
  const { apiVersion, kind } = object;
  let Model;
  try {
    ({ [kind]: Model } = await import(`kubernetes-models/${apiVersion}/${kind}`));
  } catch {
    return [`${where}: unknown apiVersion/kind ${apiVersion}/${kind}`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (err) {
    return [`${where}: ${err instanceof Error ? err.message : String(err)}`];
  }
}

function podSpecProblems(spec, where, objects, routes) {
  const problems = [];
  const named = (kind, name) => objects.some((o) => o.kind === kind && o.metadata?.name === name);
  const podContext = spec.securityContext ?? {};
  for (const c of spec.containers ?? []) {
    const at = `${where} container ${c.name}`;
    const context = { ...podContext, ...(c.securityContext ?? {}) };
    if (context.runAsNonRoot !== true) problems.push(`${at}: runAsNonRoot is not true`);
    if (context.runAsUser === 0) problems.push(`${at}: runs as uid 0`);
    if (context.allowPrivilegeEscalation !== false)
      problems.push(`${at}: allowPrivilegeEscalation is not false`);
    if (!c.resources?.requests?.memory || !c.resources?.limits?.memory)
      problems.push(`${at}: give memory requests and limits`);
    if (!/:[\w.-]*\d/.test(c.image ?? '') || /:latest$/.test(c.image ?? ''))
      problems.push(`${at}: image ${c.image} is not pinned to a version tag`);
    const env = {};
    for (const from of c.envFrom ?? []) {
      const ref = from.configMapRef ?? from.secretRef;
      const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
      const source = objects.find((o) => o.kind === kind && o.metadata?.name === ref?.name);
      if (!source) {
        problems.push(`${at}: envFrom ${kind} ${ref?.name} is not in the manifests`);
        continue;
      }
      const values = source.data ?? source.stringData ?? {};
      for (const key of Object.keys(values))
        env[key] = kind === 'Secret' ? (SAMPLE_SECRETS[key] ?? values[key]) : values[key];
    }
    for (const e of c.env ?? []) env[e.name] = e.value ?? SAMPLE_SECRETS[e.name] ?? 'sample';
    for (const name of unknownVariables(Object.keys(env)))
      problems.push(`${at}: ${name} is not a variable of apps/server/src/config.ts`);
    for (const p of configProblems(env)) problems.push(`${at}: the server refuses its settings: ${p}`);
    for (const m of c.volumeMounts ?? [])
      if (!(spec.volumes ?? []).some((v) => v.name === m.name)) problems.push(`${at}: no volume ${m.name}`);
    if (where.startsWith('Deployment')) {
      const port = Number(env.PORT ?? 3000);
      if (!(c.ports ?? []).some((p) => p.containerPort === port))
        problems.push(`${at}: no containerPort ${port} (the server's PORT)`);
      const probes = { livenessProbe: '/healthz', readinessProbe: '/readyz' };
      for (const [probe, route] of Object.entries(probes)) {
        const asked = c[probe]?.httpGet?.path;
        if (asked !== route) problems.push(`${at}: ${probe} must ask ${route}, asks ${asked}`);
        if (asked && !routes.has(asked)) problems.push(`${at}: the server has no route ${asked}`);
      }
    }
  }
  for (const v of spec.volumes ?? [])
    if (v.secret && !named('Secret', v.secret.secretName))
      problems.push(`${where}: volume ${v.name}: Secret ${v.secret.secretName} is not in the manifests`);
  return problems;
}

export async function checkKubernetes(folder) {
  const problems = [];
  const objects = [];
  for (const file of fs.readdirSync(folder).filter((f) => /\.ya?ml$/.test(f))) {
    for (const doc of parseAllDocuments(fs.readFileSync(path.join(folder, file), 'utf8'))) {
      if (doc.errors.length > 0) problems.push(...doc.errors.map((e) => `${file}: ${e.message}`));
      const object = doc.toJS();
      if (object) objects.push({ ...object, file });
    }
  }
  const routes = serverRoutes();
  for (const { file, ...object } of objects) {
    const where = `${object.kind} ${object.metadata?.name} (${file})`;
    problems.push(...(await schemaProblems(object, where)));
    if (object.kind === 'Secret')
      for (const [key, value] of Object.entries({ ...object.data, ...object.stringData }))
        if (!PLACEHOLDER.test(String(value)))
          problems.push(`${where}: ${key} is not a REPLACE-ME placeholder: never commit a real secret`);
    const spec = object.spec?.template?.spec;
    if (spec) problems.push(...podSpecProblems(spec, where, objects, routes));
    if (object.kind === 'Deployment' && !(object.spec.replicas >= 2))
      problems.push(`${where}: replicas must be 2 or more (the production form)`);
    if (object.kind === 'Service') {
      const selector = Object.entries(object.spec.selector ?? {});
      const targets = objects.filter(
        (o) =>
          o.kind === 'Deployment' &&
          selector.every(([k, v]) => o.spec?.template?.metadata?.labels?.[k] === v),
      );
      if (selector.length === 0 || targets.length === 0)
        problems.push(`${where}: selects no Deployment's pods`);
      for (const p of object.spec.ports ?? []) {
        const ports = targets.flatMap((t) => t.spec.template.spec.containers.flatMap((c) => c.ports ?? []));
        if (typeof p.targetPort === 'string' && !ports.some((cp) => cp.name === p.targetPort))
          problems.push(`${where}: targetPort ${p.targetPort} names no container port`);
      }
    }
  }
  for (const kind of ['Deployment', 'Service', 'Secret', 'ConfigMap'])
    if (!objects.some((o) => o.kind === kind)) problems.push(`no ${kind} in ${folder}`);
  return { problems, count: objects.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(process.argv[2] ?? path.join(ROOT, 'deploy/kubernetes'));
  const { problems, count } = await checkKubernetes(folder);
  for (const p of problems) process.stderr.write(`${p}\n`);
  if (problems.length > 0) process.exit(1);
  process.stdout.write(
    `${path.relative(ROOT, folder)}: ${count} objects valid (kubernetes-models schema and house rules)\n`,
  );
}
