import { WARRIOR_IMAGE } from '@warband/schemas';
import { ServiceBusyError } from '../../errors';

/**
 * How many bytes of uploads the server holds at once: the bodies being received and the
 * pictures being decoded. Two uploads of 10 MB at once, or fourteen of the 200 KB the web
 * app's crop makes; past it an upload is turned away before its body is read. The server's
 * memory budget (docs/adr/0093-memory-of-the-embedded-database.md) leaves about this much above its
 * steady state.
 */
export const UPLOAD_MEMORY_BYTES = 32 * 1024 * 1024;

/** What decoding and encoding one 800×480 picture takes besides its body. */
const PICTURE_BYTES = 2 * 1024 * 1024;

export const UPLOAD_RETRY_SECONDS = 5;
export const UPLOADS_BUSY =
  'The server is busy with other uploads. Please try again in a few seconds.';

export interface UploadBudget {
  /**
   * Holds room for an upload of `contentLength` bytes (the most an image may be when the
   * length is not given) until `release` is called; throws a 503 when there is none.
   */
  reserve(contentLength: number | undefined): () => void;
}

export function uploadBudget(totalBytes = UPLOAD_MEMORY_BYTES): UploadBudget {
  let held = 0;
  return {
    reserve(contentLength) {
      const body =
        contentLength === undefined || !Number.isFinite(contentLength) || contentLength < 0
          ? WARRIOR_IMAGE.maxBytes
          : Math.min(contentLength, WARRIOR_IMAGE.maxBytes);
      const bytes = body + PICTURE_BYTES;
      if (held + bytes > totalBytes) throw new ServiceBusyError(UPLOADS_BUSY, UPLOAD_RETRY_SECONDS);
      held += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held -= bytes;
      };
    },
  };
}
