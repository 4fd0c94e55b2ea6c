import { ServiceBusyError } from '../errors';

export const BODIES_BUSY =
  'The server is busy with other large requests. Please try again in a few seconds.';
export const BODIES_RETRY_SECONDS = 5;

export interface Turn {
  /** Resolves once it is this request's turn; rejects with a 503 when its wait is over. */
  admitted: Promise<void>;
  /** Gives the turn to the next in line, or the place in the line up. Once is enough. */
  leave(): void;
}

export interface TurnOptions {
  /** How many hold a turn at once. */
  atOnce: number;
  /** How many more may wait for one, first come first served; past them, 503 at once. */
  waiting: number;
  /** How long one waits before it is answered 503. */
  waitMs: number;
}

const busy = () => new ServiceBusyError(BODIES_BUSY, BODIES_RETRY_SECONDS);

/** Turns for the work of large request bodies (json-body.ts). */
export function bodyTurns({ atOnce, waiting, waitMs }: TurnOptions) {
  let inside = 0;
  const line: (() => void)[] = [];
  const handOn = () => {
    const next = line.shift();
    if (next) next();
    else inside--;
  };
  return {
    /** A turn, or a place in line for one; throws a 503 when the line is full too. */
    take(): Turn {
      let state: 'waiting' | 'inside' | 'left' = 'inside';
      let admitted = Promise.resolve();
      let stopWaiting = () => {};
      if (inside < atOnce) inside++;
      else {
        if (line.length >= waiting) throw busy();
        state = 'waiting';
        admitted = new Promise<void>((resolve, reject) => {
          const enter = () => {
            state = 'inside';
            clearTimeout(timer);
            resolve();
          };
          stopWaiting = () => {
            state = 'left';
            clearTimeout(timer);
            line.splice(line.indexOf(enter), 1);
            reject(busy());
          };
          const timer = setTimeout(stopWaiting, waitMs);
          line.push(enter);
        });
      }
      return {
        admitted,
        leave() {
          if (state === 'waiting') stopWaiting();
          else if (state === 'inside') {
            state = 'left';
            handOn();
          }
        },
      };
    },
  };
}
