import type { FastifyBaseLogger } from 'fastify';
import { outsideOperation } from './services/operations/operations';

/**
 * Work a route starts after answering, so that neither the answer nor its timing depends on
 * it. Failures are logged, never lost; closing the app waits for what is still running.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing is running (tests wait on it; so does closing the app). */
  settled(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      // Started by a write, not part of it: a transaction it opens records no operation.
      const done: Promise<void> = outsideOperation(() => Promise.resolve().then(task))
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${label} failed`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
