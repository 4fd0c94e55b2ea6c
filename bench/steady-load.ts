// An open-loop load at a steady rate: request i is due at start + i / rate, spread evenly over
// the second, whatever the answers before it did, and goes on connection i modulo the
// connections, as many players each asking every so often. Its latency is counted from when
// it was due, not from when its connection was free to send it, so a server that falls behind
// is charged for the whole wait (no coordinated omission).
//
// autocannon's `overallRate` is not this: each connection sends its whole share of a second
// back to back as the second starts, all connections at the same instant, so the server gets
// the second's thousand requests in one burst and the p99 measures how long that burst takes
// to drain. docs/adr/0158-list-budget.md says why the budget is held at a steady rate.
import http from 'node:http';

export interface SteadyLoad {
  url: string;
  requestsPerSecond: number;
  durationSeconds: number;
  /** Keep-alive connections the requests take turns on; a request waits for its own. */
  connections: number;
  headers: Record<string, string>;
}

export interface SteadyResult {
  /** Answers received, 2xx or not. */
  total: number;
  /** Non-2xx answers, failed requests and those still unanswered at the end. */
  errors: number;
  /** Answers per second over the run. */
  requestsPerSecond: number;
  p99Ms: number;
}

/** How often the scheduler wakes to send what has fallen due. */
const TICK_MS = 1;
/** How long the run waits at its end for answers still on their way. */
const DRAIN_MS = 5000;

export async function steadyLoad(load: SteadyLoad): Promise<SteadyResult> {
  const agents = Array.from(
    { length: load.connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const url = new URL(load.url);
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;

  const send = (agent: http.Agent, dueAt: number) => {
    inFlight++;
    const settle = (ok: boolean) => {
      inFlight--;
      if (ok) latencies.push(performance.now() - dueAt);
      else errors++;
    };
    const request = http.get(url, { agent, headers: load.headers }, (response) => {
      const ok = (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;
      response.on('data', () => {});
      response.on('end', () => settle(ok));
      response.on('error', () => settle(false));
    });
    request.on('error', () => settle(false));
  };

  const count = Math.round(load.requestsPerSecond * load.durationSeconds);
  const interval = 1000 / load.requestsPerSecond;
  const start = performance.now();
  let sent = 0;
  while (sent < count) {
    const now = performance.now();
    while (sent < count && start + sent * interval <= now) {
      send(agents[sent % agents.length]!, start + sent * interval);
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const sendingEnded = performance.now();
  while (inFlight > 0 && performance.now() - sendingEnded < DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  const elapsedSeconds = (performance.now() - start) / 1000;
  for (const agent of agents) agent.destroy();

  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return {
    total: latencies.length,
    errors: errors + inFlight,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p99Ms: Math.round(p99 * 10) / 10,
  };
}
