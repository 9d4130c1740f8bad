import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Starts a bench script (tsx) as a child process and waits for its first JSON line ({ port, … }). */
export async function startScript(
  script: string,
  args: string[],
): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.startsWith('{')) return { port: (JSON.parse(line) as { port: number }).port, child };
  }
  throw new Error(`${script} did not start`);
}
