// One route under load with autocannon: throughput, p99 latency, the server's CPU time per
// answer (which other work on the machine moves far less than throughput), and the highest
// RSS the server reached under that load.
import autocannon from 'autocannon';
import type { Server } from './server-process';
import { mib, printTable } from './table';

const DURATION_SECONDS = 3;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 10;
/** What a browser sends; the API compresses answers above 1 KB. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';
/** How often the server's RSS is read while a route is loaded. */
const RSS_SAMPLE_MS = 100;

export const LOAD =
  `${DURATION_SECONDS} s per route after ${WARM_UP_SECONDS} s of warm-up, ` +
  `${CONNECTIONS} connections unless the route says otherwise`;

export interface Row {
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Server CPU time per answer: unlike req/s, barely moved by other work on the machine. */
  cpuMsPerRequest: number;
  /** The server's highest RSS while the route was loaded, warm-up included, in bytes. */
  peakRss: number;
  errors: number;
}

export interface MeasureOptions {
  label?: string;
  token?: string | undefined;
  compressed?: boolean;
  connections?: number;
  durationSeconds?: number;
  /**
   * Requests a second over all connections together (autocannon's overallRate); without it
   * each connection sends its next request as soon as the last is answered, so that the load
   * is as much as the machine can take and the latency is mostly the wait in line.
   */
  requestsPerSecond?: number;
}

export async function measure(
  server: Server,
  route: string,
  options: MeasureOptions = {},
): Promise<Row> {
  const run = {
    url: `${server.base}${route}`,
    connections: options.connections ?? CONNECTIONS,
    ...(options.requestsPerSecond ? { overallRate: options.requestsPerSecond } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.compressed ? { 'accept-encoding': BROWSER_ENCODINGS } : {}),
    },
  };
  let before = await server.usage();
  let result: autocannon.Result | undefined;
  const peakRss = await peakRssDuring(server, async () => {
    // A short unmeasured run first, so JIT warm-up does not land in the numbers of one route.
    await autocannon({ ...run, duration: WARM_UP_SECONDS });
    before = await server.usage();
    result = await autocannon({ ...run, duration: options.durationSeconds ?? DURATION_SECONDS });
  });
  const after = await server.usage();
  return {
    route: options.label ?? `GET ${route}`,
    requestsPerSecond: Math.round(result!.requests.average),
    p99Ms: result!.latency.p99,
    cpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, result!.requests.total),
    peakRss,
    errors: result!.non2xx + result!.errors + result!.timeouts,
  };
}

export function printRows(rows: Row[], hello: Row) {
  printTable(
    ['route', 'req/s', 'p99 ms', 'of hello world', 'CPU ms/req', 'peak RSS', 'errors'],
    rows.map((row) => [
      row.route,
      String(row.requestsPerSecond),
      String(row.p99Ms),
      `${((100 * row.requestsPerSecond) / hello.requestsPerSecond).toFixed(2)}%`,
      row.cpuMsPerRequest.toFixed(2),
      mib(row.peakRss),
      String(row.errors),
    ]),
  );
}

/** Samples the server's RSS while `work` runs; returns the highest value seen. */
export async function peakRssDuring(server: Server, work: () => Promise<void>): Promise<number> {
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await server.usage()).rss);
      await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
    }
  })();
  try {
    await work();
  } finally {
    sampling = false;
    await sampler;
  }
  // One more after the load, in case the last requests took it higher.
  return Math.max(peak, (await server.usage()).rss);
}
