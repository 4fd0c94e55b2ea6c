import { useMutation } from '@tanstack/react-query';
import { WARRIOR_IMAGE, WarriorImageUpload, type WarriorImageInput } from '@warband/schemas';
import { useEffect, useRef, useState } from 'react';
import { api, ApiRequestError, errorReply } from './client';

// Warrior images: ask the server where to put the image, then send the bytes there directly
// (docs/adr/0120-the-bytes-go-straight-to-the-signed-address.md).

export function requestImageUpload(input: WarriorImageInput): Promise<WarriorImageUpload> {
  return api.post('/warrior/image', input, WarriorImageUpload);
}

const UNREACHABLE = 'Could not reach the server. Check your connection.';

/**
 * When the storage answers without a message of ours (a bucket answers in XML, and a reply
 * over HTTP/2 has no status text), what the player is told.
 */
const UPLOAD_FAILURES: Record<number, string> = {
  400: 'The image was refused. Please choose another file.',
  403: 'The upload link has expired. Please press Upload again.',
  413: 'File too large. Maximum size 10MB.',
};

/** How many times an upload the server was too busy for is sent again. */
export const BUSY_RETRIES = 3;
/** The longest a server's Retry-After is waited out, in seconds. */
const LONGEST_WAIT_SECONDS = 30;

export interface PutImageOptions {
  /** From 0 to 1 as the bytes are sent; back to 0 when they are to be sent again. */
  onProgress?: (fraction: number) => void;
  /**
   * The server was too busy: the seconds left before the upload is sent again, told each
   * second, then null as it is sent again.
   */
  onWait?: (seconds: number | null) => void;
  /** Abandons the upload, and any wait before sending it again. */
  signal?: AbortSignal;
}

/**
 * PUTs the image to the signed address. The address carries its own signature and may be
 * another origin (a bucket), so no bearer token goes with it. A 503 that says when to come
 * back (the server's uploads are full, docs/adr/0166-uploads-wait-their-turn.md) is waited
 * out and sent again, BUSY_RETRIES times at most: nothing was stored, and the address still
 * holds. Any other non-2xx answer or a failed connection rejects with the ApiRequestError the
 * rest of the client throws.
 */
export async function putImage(
  signedRequest: string,
  image: Blob,
  { onProgress, onWait, signal }: PutImageOptions = {},
): Promise<void> {
  for (let retries = 0; ; retries++) {
    const answered = await sendImage(signedRequest, image, onProgress, signal);
    if (answered.status >= 200 && answered.status < 300) {
      onProgress?.(1);
      return;
    }
    const wait = answered.status === 503 ? retryAfterSeconds(answered) : null;
    if (wait === null || retries === BUSY_RETRIES) throw uploadError(answered);
    onProgress?.(0);
    await countDown(wait, onWait, signal);
  }
}

const abandoned = () => new DOMException('The upload was abandoned.', 'AbortError');

/**
 * One PUT. XMLHttpRequest rather than fetch: only it reports upload progress. Resolves with
 * the answered request, whatever its status.
 */
function sendImage(
  signedRequest: string,
  image: Blob,
  onProgress: ((fraction: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    request.open('PUT', signedRequest);
    request.setRequestHeader('Content-Type', WARRIOR_IMAGE.contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      settle();
      resolve(request);
    };
    request.onerror = () => {
      settle();
      reject(new ApiRequestError(UNREACHABLE, 0, undefined));
    };
    request.onabort = () => {
      settle();
      reject(abandoned());
    };
    if (signal?.aborted) {
      reject(abandoned());
      return;
    }
    signal?.addEventListener('abort', abort);
    request.send(image);
  });
}

/** A Retry-After in seconds (at least one, at most LONGEST_WAIT_SECONDS), or null without one. */
function retryAfterSeconds(request: XMLHttpRequest): number | null {
  const header = request.getResponseHeader('Retry-After')?.trim() ?? '';
  if (!/^\d+$/.test(header)) return null;
  return Math.min(Math.max(Number(header), 1), LONGEST_WAIT_SECONDS);
}

/** Waits `seconds`, telling `onWait` each second what is left, and null at the end. */
function countDown(
  seconds: number,
  onWait: ((seconds: number | null) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let left = seconds;
    const stop = () => {
      clearInterval(timer);
      onWait?.(null);
      reject(abandoned());
    };
    const timer = setInterval(() => {
      left -= 1;
      if (left > 0) {
        onWait?.(left);
        return;
      }
      clearInterval(timer);
      signal?.removeEventListener('abort', stop);
      onWait?.(null);
      resolve();
    }, 1000);
    if (signal?.aborted) {
      stop();
      return;
    }
    signal?.addEventListener('abort', stop, { once: true });
    onWait?.(left);
  });
}

function uploadError(request: XMLHttpRequest): ApiRequestError {
  const body = errorReply(parseJson(request.responseText));
  const message =
    body.message ||
    UPLOAD_FAILURES[request.status] ||
    request.statusText ||
    `Upload failed (${request.status})`;
  return new ApiRequestError(message, request.status, body.code, body.fields);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ImageUpload {
  input: WarriorImageInput;
  image: Blob;
}

/**
 * Uploads one warrior image: the signed address, then the bytes. Resolves with the address
 * to save on the warrior (versioned by the server). `progress` runs from 0 to 1 during the
 * PUT; `waitSeconds` counts down while a busy server is waited out, and is null otherwise; an
 * upload still running when the component goes away is abandoned.
 */
export function useUploadWarriorImage() {
  const [progress, setProgress] = useState(0);
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);
  const mutation = useMutation({
    mutationFn: async ({ input, image }: ImageUpload) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      setProgress(0);
      try {
        const { data } = await requestImageUpload(input);
        await putImage(data.signedRequest, image, {
          onProgress: setProgress,
          onWait: setWaitSeconds,
          signal: controller.signal,
        });
        return data.url;
      } finally {
        controllers.current.delete(controller);
      }
    },
  });
  return { ...mutation, progress, waitSeconds };
}
