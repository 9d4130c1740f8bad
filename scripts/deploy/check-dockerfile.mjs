// The house rules of the Dockerfile (issue 18), beside dockerfile-utils' lint (syntax, flags,
// instructions): no Docker engine runs in CI, so the image is never built there, and these are the
// promises the README makes about it, and that what it copies is in the build context
// (.dockerignore read as Docker reads it, by @balena/dockerignore).
//   node scripts/deploy/check-dockerfile.mjs [Dockerfile]   exit 1 naming each broken rule
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ignore from '@balena/dockerignore';
import { DockerfileParser } from 'dockerfile-ast';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A base image pinned to a release: a digest, or a tag with a version (never latest, never bare). */
export function isPinned(from) {
  if (from.getImageDigest()) return true;
  const tag = from.getImageTag();
  return Boolean(tag) && tag !== 'latest' && /\d+\.\d+/.test(tag);
}

/** Each stage: its FROM and the instructions after it. */
function stagesOf(dockerfile) {
  const stages = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') stages.push({ from: instruction, instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const args = (instruction) => instruction.getArguments().map((a) => a.getValue());

/** Files .dockerignore may leave out of a copied folder: tests and their helpers. */
const NOT_IN_IMAGE = /(\.test\.tsx?$|^apps\/server\/test\/)/;

/** Whether .dockerignore (its text) keeps a file out of the build context, as Docker reads it. */
export function dockerignore(text) {
  const rules = ignore().add(text.split('\n'));
  return (file) => rules.ignores(file);
}

export function checkDockerfile(text, { trackedFiles, ignored = () => false } = {}) {
  const problems = [];
  const dockerfile = DockerfileParser.parse(text);
  const stages = stagesOf(dockerfile);
  if (stages.length < 2) problems.push('not multi-stage: build and runtime must be separate stages');
  const stageNames = new Set(stages.map((s) => s.from.getBuildStage()).filter(Boolean));

  for (const { from } of stages) {
    const image = from.getImageName();
    if (stageNames.has(image)) continue;
    if (!isPinned(from))
      problems.push(`FROM ${from.getImage()}: pin the base image to a version tag or digest`);
  }

  const final = stages.at(-1);
  if (final) {
    const users = final.instructions.filter((i) => i.getKeyword() === 'USER').map((i) => args(i)[0] ?? '');
    const user = users.at(-1);
    if (!user) problems.push('the final stage sets no USER: it would run as root');
    else if (/^(root|0)(:|$)/.test(user))
      problems.push(`the final stage runs as ${user}: use a user other than root`);
    const keywords = final.instructions.map((i) => i.getKeyword());
    if (!keywords.includes('HEALTHCHECK')) problems.push('the final stage has no HEALTHCHECK');
    if (!keywords.includes('EXPOSE')) problems.push('the final stage EXPOSEs no port');
    const cmd = final.instructions.filter((i) => i.getKeyword() === 'CMD').at(-1);
    if (!cmd) problems.push('the final stage has no CMD');
    else if (!cmd.getRawArgumentsContent()?.trim().startsWith('['))
      problems.push('CMD in shell form: use the exec form, so the server is PID 1 and receives SIGTERM');
    const env = final.instructions
      .filter((i) => i.getKeyword() === 'ENV')
      .map((i) => i.getRawArgumentsContent() ?? '')
      .join(' ');
    if (!/\bNODE_ENV=production\b/.test(env))
      problems.push('the final stage does not set NODE_ENV=production');
  }

  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    const line = instruction.getRange().start.line + 1;
    if (keyword === 'ADD' && args(instruction).some((a) => /^[a-z]+:\/\//i.test(a)))
      problems.push(`line ${line}: ADD of a URL (download in a RUN with a checksum, or COPY a file)`);
    if (keyword === 'RUN' && /\bnpm (install|i)\b/.test(instruction.getRawArgumentsContent() ?? ''))
      problems.push(`line ${line}: npm install in the image: use npm ci, which installs the lockfile`);
    // Every file copied from the build context is one the repository has, and .dockerignore
    // leaves out nothing under it but tests.
    if (keyword === 'COPY' && trackedFiles && !instruction.getFromFlag()) {
      const sources = args(instruction)
        .filter((a) => !a.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) {
        const prefix = source.replace(/\/$/, '');
        const files = trackedFiles.filter((f) => f === prefix || f.startsWith(`${prefix}/`));
        if (files.length === 0) problems.push(`line ${line}: COPY ${source}: no such file in the repository`);
        const left = files.filter((f) => ignored(f) && !NOT_IN_IMAGE.test(f));
        if (left.length > 0)
          problems.push(
            `line ${line}: COPY ${source}: .dockerignore leaves out ${left.slice(0, 3).join(', ')}`,
          );
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve(process.argv[2] ?? path.join(ROOT, 'Dockerfile'));
  const trackedFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter(Boolean);
  const ignored = dockerignore(fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8'));
  const problems = checkDockerfile(fs.readFileSync(file, 'utf8'), { trackedFiles, ignored });
  for (const p of problems) process.stderr.write(`${path.relative(ROOT, file)}: ${p}\n`);
  if (problems.length > 0) process.exit(1);
  process.stdout.write(
    `${path.relative(ROOT, file)}: multi-stage, pinned bases, non-root, health check: ok\n`,
  );
}
