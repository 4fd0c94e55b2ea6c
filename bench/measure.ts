// One route under load, with autocannon as fast as the connections go or at a steady rate
// (bench/steady-load.ts): throughput, p99 latency, the server's CPU time per answer (which
// other work on the machine moves far less than throughput), and the highest RSS the server
// reached under that load.
import autocannon from 'autocannon';
import type { Server } from './server-process';
import { steadyLoad } from './steady-load';
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
   * Requests a second over all connections together, evenly spaced; without it each
   * connection sends its next request as soon as the last is answered, so that the load is as
   * much as the machine can take and the latency is mostly the wait in line.
   */
  requestsPerSecond?: number;
}

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  errors: number;
}

const fromAutocannon = (result: autocannon.Result): LoadResult => ({
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  total: result.requests.total,
  errors: result.non2xx + result.errors + result.timeouts,
});

export async function measure(
  server: Server,
  route: string,
  options: MeasureOptions = {},
): Promise<Row> {
  const connections = options.connections ?? CONNECTIONS;
  const url = `${server.base}${route}`;
  const headers: Record<string, string> = {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.compressed ? { 'accept-encoding': BROWSER_ENCODINGS } : {}),
  };
  const rate = options.requestsPerSecond;
  const load = async (seconds: number): Promise<LoadResult> =>
    rate
      ? steadyLoad({ url, requestsPerSecond: rate, durationSeconds: seconds, connections, headers })
      : fromAutocannon(await autocannon({ url, connections, headers, duration: seconds }));
  let before = await server.usage();
  let result: LoadResult = { requestsPerSecond: 0, p99Ms: 0, total: 0, errors: 0 };
  const peakRss = await peakRssDuring(server, async () => {
    // A short unmeasured run first, so JIT warm-up does not land in the numbers of one route.
    await load(WARM_UP_SECONDS);
    before = await server.usage();
    result = await load(options.durationSeconds ?? DURATION_SECONDS);
  });
  const after = await server.usage();
  return {
    route: options.label ?? `GET ${route}`,
    requestsPerSecond: result.requestsPerSecond,
    p99Ms: result.p99Ms,
    cpuMsPerRequest: (after.cpuMs - before.cpuMs) / Math.max(1, result.total),
    peakRss,
    errors: result.errors,
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
