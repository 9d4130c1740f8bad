import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** Ports for clusters the tests start (never the machine's own 5432). */
const PORTS = [5491, 5492, 5493, 5494, 5495, 5496, 5497, 5498, 5499];

/** The newest PostgreSQL server binaries on this machine (Debian's layout), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter(
      (v) =>
        fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')) &&
        fs.existsSync(path.join(root, v, 'bin', 'initdb')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user. */
function asOwner(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

/** A PostgreSQL cluster of the test's own, on a port of its own, that the test may stop and freeze. */
export interface OwnCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open, nothing answers. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startOwnCluster(bin: string): Promise<OwnCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probity-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const owner = passwdEntry('postgres');
    fs.chownSync(dir, owner.uid, owner.gid);
  }
  await asOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  let port = 0;
  const pgCtl = (args: string[]) => asOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  const start = () =>
    pgCtl([
      '-w',
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]).then(() => undefined);
  for (const candidate of PORTS) {
    port = candidate;
    try {
      await start();
      break;
    } catch {
      port = 0;
    }
  }
  if (!port) throw new Error(`no free port for a PostgreSQL cluster among ${PORTS.join(', ')}`);

  let frozen: number[] = [];
  const processes = async () => {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = await run('pgrep', ['-P', String(postmaster)]).then(
      (r) => r.stdout.split('\n').filter(Boolean).map(Number),
      () => [] as number[],
    );
    return [postmaster, ...children];
  };
  const signal = (pids: number[], sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // gone already
      }
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgCtl(['-w', '-m', 'fast', 'stop']).then(() => undefined),
    start,
    async freeze() {
      frozen = await processes();
      signal(frozen, 'SIGSTOP');
    },
    async thaw() {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    async destroy() {
      signal(frozen, 'SIGCONT');
      await pgCtl(['-w', '-m', 'immediate', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function passwdEntry(user: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`running as root needs a ${user} user to own the test cluster`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
