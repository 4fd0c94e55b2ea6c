/**
 * Lets other requests run. The embedded database executes queries on this thread, and a long
 * run of them (a big import or export) would otherwise hold every other player waiting; work
 * that loops over many rows calls this between steps.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
