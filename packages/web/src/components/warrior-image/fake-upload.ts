import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest in tests of the image upload: it records each request and
 * lets the test drive its progress and answer (jsdom's own would try the network).
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(
      ([header]) => header.toLowerCase() === name.toLowerCase(),
    );
    return found ? found[1] : null;
  }

  /** Answers with a status, an optional body (JSON for an object) and headers. */
  respond(status: number, body?: unknown, statusText = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = statusText;
    this.responseHeaders = headers;
    this.responseText =
      body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  /** The connection fails (offline, or a bucket refusing the origin). */
  fail() {
    this.onerror?.();
  }
}

/** Puts FakeUpload in place of XMLHttpRequest; undone by vi.unstubAllGlobals(). */
export function stubUploads() {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}
