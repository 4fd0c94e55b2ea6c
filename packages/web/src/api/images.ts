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

/**
 * PUTs the image to the signed address. XMLHttpRequest rather than fetch: only it reports
 * upload progress. The address carries its own signature and may be another origin (a
 * bucket), so no bearer token goes with it. A non-2xx answer or a failed connection rejects
 * with the ApiRequestError the rest of the client throws; `signal` abandons the upload.
 */
export function putImage(
  signedRequest: string,
  image: Blob,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
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
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else reject(uploadError(request));
    };
    request.onerror = () => {
      settle();
      reject(new ApiRequestError(UNREACHABLE, 0, undefined));
    };
    request.onabort = () => {
      settle();
      reject(new DOMException('The upload was abandoned.', 'AbortError'));
    };
    if (signal?.aborted) {
      reject(new DOMException('The upload was abandoned.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', abort);
    request.send(image);
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
 * PUT; an upload still running when the component goes away is abandoned.
 */
export function useUploadWarriorImage() {
  const [progress, setProgress] = useState(0);
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
        await putImage(data.signedRequest, image, setProgress, controller.signal);
        return data.url;
      } finally {
        controllers.current.delete(controller);
      }
    },
  });
  return { ...mutation, progress };
}
