// The soak's servers, each started as `npm start` starts one (scripts/start.mjs): Node with the
// flags of scripts/server-node-flags.json running packages/server/src/server.ts through tsx,
// configured by its environment alone. Each is read for its RSS from /proc, and may be killed
// and started again on its port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from './soak-http';
import { SERVER_NODE_FLAGS } from './server-process';
import { sleep } from './table';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A first start migrates an empty database; a restart under load takes seconds. */
const READY_TIMEOUT_MS = 120_000;
/** SIGTERM's own limit is 8 s (packages/server/src/server.ts). */
const STOP_TIMEOUT_MS = 15_000;

/** One process of a server, from its start to its end. */
export interface Life {
  pid: number;
  startedAt: number;
  readyAt: number;
  endedAt: number | null;
  /** How it ended: 'SIGKILL' when the soak killed it, an exit code or signal otherwise. */
  ending: string | null;
  /** Its RSS in bytes and the CPU time it has used in ms, read from /proc every second. */
  rss: { at: number; bytes: number; cpuMs: number }[];
}

/** A free TCP port on the loopback, for a server to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Clock ticks a second, in which /proc counts CPU time (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The resident set of a process in bytes, as /proc/<pid>/status tells it, and the CPU time it
 * has used (user and system, /proc/<pid>/stat); null once it is gone.
 */
function usageOf(pid: number): { bytes: number; cpuMs: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    // The fields after the command's name, which is in brackets and may hold spaces: the
    // state first, user time the 12th, system time the 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (kib === undefined || !Number.isFinite(ticks)) return null;
    return { bytes: Number(kib) * 1024, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

export class SoakServer implements Endpoint {
  readonly lives: Life[] = [];
  private child: ChildProcess | null = null;
  private sampler: NodeJS.Timeout | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts a process and waits for GET /api/health to answer 200. */
  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a');
    const startedAt = Date.now();
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', 'packages/server/src/server.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, ...this.env, PORT: String(this.port) },
        stdio: ['ignore', log, log],
      },
    );
    fs.closeSync(log);
    if (child.pid === undefined) throw new Error(`Server ${this.name} did not start.`);
    const life: Life = {
      pid: child.pid,
      startedAt,
      readyAt: 0,
      endedAt: null,
      ending: null,
      rss: [],
    };
    this.lives.push(life);
    this.child = child;
    child.once('exit', (code, signal) => {
      life.endedAt = Date.now();
      life.ending = signal ?? `exit code ${code}`;
      if (this.child === child) this.child = null;
    });
    while (!(await this.answersHealth())) {
      if (life.endedAt !== null) {
        throw new Error(
          `Server ${this.name} ended (${life.ending}) as it started: see ${this.logFile}`,
        );
      }
      if (Date.now() - startedAt > READY_TIMEOUT_MS) {
        throw new Error(`Server ${this.name} was not ready in time: see ${this.logFile}`);
      }
      await sleep(100);
    }
    life.readyAt = Date.now();
    this.sampler ??= setInterval(() => this.sample(), 1000);
  }

  private async answersHealth(): Promise<boolean> {
    try {
      return (await fetch(`${this.base}/api/health`)).status === 200;
    } catch {
      return false;
    }
  }

  private sample(): void {
    const life = this.lives.at(-1);
    if (!life || life.endedAt !== null) return;
    const usage = usageOf(life.pid);
    if (usage !== null) life.rss.push({ at: Date.now(), ...usage });
  }

  /** SIGKILL: the process ends at once, its connections reset, its transactions roll back. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** SIGTERM, as a service manager stops it. */
  async stop(): Promise<void> {
    await this.end('SIGTERM');
    if (this.sampler) clearInterval(this.sampler);
    this.sampler = null;
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}
