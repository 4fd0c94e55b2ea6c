/**
 * Lets Node (the tests) exit while a channel is open, as browsers always do: only Node's
 * channels have `unref`, so it is called only where there is one.
 */
export function unrefChannel(channel: BroadcastChannel): void {
  const unref: unknown = Reflect.get(channel, 'unref');
  if (typeof unref === 'function') Reflect.apply(unref, channel, []);
}
