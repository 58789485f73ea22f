// Starts the real browser host (electron/web-host.ts) as a child process and reads the address it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningHost {
  url: string;
  port: number;
  token: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'adc-e2e-'));
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/** True while any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startHost(
  dataDir: string,
  opts: { port?: number; timeoutMs?: number; /** Instead of `npx tsx electron/web-host.ts`, e.g. `node scripts/start.mjs`. */ command?: string[]; env?: Record<string, string> } = {},
): Promise<RunningHost> {
  const [cmd, ...pre] = opts.command ?? ['npx', 'tsx', 'electron/web-host.ts'];
  const child: ChildProcess = spawn(
    cmd!,
    [...pre, '--port', String(opts.port ?? 0), '--data-dir', dataDir, '--static', 'dist/renderer'],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, NO_COLOR: '1', ...opts.env } },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The host did not print its address within ${opts.timeoutMs ?? 60000} ms:\n${out}`)), opts.timeoutMs ?? 60000);
    const check = () => {
      const m = /Aide-de-Camp is at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The host exited (${code}) before printing its address:\n${out}`));
    });
  });
  const u = new URL(url);
  let stopped = false;
  return {
    url,
    port: Number(u.port),
    token: u.searchParams.get('token') ?? '',
    dataDir,
    output: () => out,
    async stop() {
      if (stopped) return;
      stopped = true;
      // The host saves and exits on SIGTERM; the whole process group (npx → tsx → node) is ours.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      // npx may exit before the host itself has saved: wait for every process of the group.
      const deadline = Date.now() + 15000;
      await exited;
      while (groupAlive(child.pid!) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (groupAlive(child.pid!)) {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    },
  };
}
