import { WARRIOR_IMAGE } from '@warband/schemas';
import { ServiceBusyError } from '../../errors';

/**
 * How many bytes of uploads the server holds at once: the bodies being received and the
 * pictures being decoded. Two uploads of 10 MB at once, or fourteen of the 200 KB the web
 * app's crop makes. The server's memory budget (docs/adr/0093-memory-of-the-embedded-database.md)
 * leaves about this much above its steady state.
 */
export const UPLOAD_MEMORY_BYTES = 32 * 1024 * 1024;

/** What decoding and encoding one 800×480 picture takes besides its body. */
const PICTURE_BYTES = 2 * 1024 * 1024;

/**
 * Uploads past the memory wait their turn, their bodies unread: a waiting upload costs a
 * connection and the few kilobytes the socket has read ahead, not its body. Past 64 waiting,
 * or after 15 s of waiting, the answer is a 503 (docs/adr/0166-uploads-wait-their-turn.md).
 */
export const UPLOAD_QUEUE = { waiting: 64, waitMs: 15_000 };

export const UPLOAD_RETRY_SECONDS = 5;
export const UPLOADS_BUSY =
  'The server is busy with other uploads. Please try again in a few seconds.';

export interface UploadBudget {
  /**
   * Holds room for an upload of `contentLength` bytes (the most an image may be when the
   * length is not given) until `over` aborts, waiting in turn while there is none; rejects
   * with a 503 when too many wait or the wait is too long, and when `over` aborts first.
   */
  reserve(contentLength: number | undefined, over: AbortSignal): Promise<void>;
}

interface Waiter {
  bytes: number;
  admit: () => void;
}

export function uploadBudget(
  totalBytes = UPLOAD_MEMORY_BYTES,
  queue: { waiting: number; waitMs: number } = UPLOAD_QUEUE,
): UploadBudget {
  let held = 0;
  // First come, first served: a large upload is never passed over by small ones for good.
  const waiters: Waiter[] = [];
  const busy = () => new ServiceBusyError(UPLOADS_BUSY, UPLOAD_RETRY_SECONDS);

  const hold = (bytes: number, over: AbortSignal) => {
    held += bytes;
    over.addEventListener('abort', () => release(bytes), { once: true });
  };
  // Room freed, or a waiter ahead gone: whoever now fits at the head goes in.
  const admitWaiting = () => {
    for (let next = waiters[0]; next && held + next.bytes <= totalBytes; next = waiters[0]) {
      waiters.shift();
      next.admit();
    }
  };
  const release = (bytes: number) => {
    held -= bytes;
    admitWaiting();
  };

  return {
    reserve(contentLength, over) {
      const body =
        contentLength === undefined || !Number.isFinite(contentLength) || contentLength < 0
          ? WARRIOR_IMAGE.maxBytes
          : Math.min(contentLength, WARRIOR_IMAGE.maxBytes);
      const bytes = body + PICTURE_BYTES;
      if (over.aborted) return Promise.reject(busy());
      if (waiters.length === 0 && held + bytes <= totalBytes) {
        hold(bytes, over);
        return Promise.resolve();
      }
      if (waiters.length >= queue.waiting) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        const gone = () => {
          clearTimeout(timer);
          over.removeEventListener('abort', gone);
          waiters.splice(waiters.indexOf(waiter), 1);
          admitWaiting();
          reject(busy());
        };
        const timer = setTimeout(gone, queue.waitMs);
        const waiter: Waiter = {
          bytes,
          admit: () => {
            clearTimeout(timer);
            over.removeEventListener('abort', gone);
            hold(bytes, over);
            resolve();
          },
        };
        over.addEventListener('abort', gone, { once: true });
        waiters.push(waiter);
      });
    },
  };
}
