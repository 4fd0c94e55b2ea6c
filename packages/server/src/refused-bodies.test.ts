import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE } from './services/image/check-image';
import { playerWithCompany } from '../test/companies';
import { registerUser, useTestApp } from '../test/helpers';
import { uploadTarget } from '../test/images';

const t = useTestApp();

// Past every route's limit, and more than the socket buffers hold: the client is still
// sending when the server has decided.
const BODY_BYTES = 11 * 1024 * 1024;

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** The socket's error, if the connection was reset under the client. */
  error: string | undefined;
}

describe('a request body past its route’s limit', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.app.close());

  /**
   * Sends the request whole over one connection, then a health check on it, and reads until
   * the server closes: both answers arrive only if the refused body was read to its end.
   */
  function exchange(head: string, body: Buffer): Promise<Exchange> {
    return new Promise((resolve) => {
      let received = '';
      let error: string | undefined;
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head);
        socket.write(body);
        // Not ended here: a client's end of sending would cut short what it still waits for.
        socket.write('GET /api/health HTTP/1.1\r\nHost: ledger.test\r\nConnection: close\r\n\r\n');
      });
      socket.on('data', (data: Buffer) => (received += data.toString()));
      socket.on('error', (caught: NodeJS.ErrnoException) => (error ??= caught.code));
      socket.on('close', () => resolve({ received, error }));
    });
  }

  const jsonHead = (path: string, token: string, framing: string) =>
    `POST ${path} HTTP/1.1\r\nHost: ledger.test\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: application/json\r\n${framing}\r\n`;
  const json = Buffer.from(JSON.stringify({ file: { backstory: 'x'.repeat(BODY_BYTES) } }));
  const chunked = Buffer.concat([
    Buffer.from(`${json.length.toString(16)}\r\n`),
    json,
    Buffer.from('\r\n0\r\n\r\n'),
  ]);

  it.each([
    ['POST /api/company/import', '/api/company/import', 'The company file is too large'],
    ['POST /api/library/import', '/api/library/import', 'The library file is too large'],
  ])(
    '%s is answered 413 and the connection kept, its length given or not',
    async (_n, path, message) => {
      const { token } = await registerUser(t.app);
      for (const [framing, body] of [
        [`Content-Length: ${json.length}\r\n`, json],
        ['Transfer-Encoding: chunked\r\n', chunked],
      ] as const) {
        const { received, error } = await exchange(jsonHead(path, token, framing), body);
        expect(error, framing).toBeUndefined();
        expect(received, framing).toMatch(/^HTTP\/1\.1 413 /);
        expect(received, framing).toContain(`"message":"${message}`);
        expect(received, framing).toMatch(/^HTTP\/1\.1 413 [^]*HTTP\/1\.1 200 [^]*"status":"ok"/);
      }
    },
  );

  it('PUT /api/uploads/… is answered 413 and the connection kept', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const { signedRequest } = await uploadTarget(t.app, user, company.id);
    const head =
      `PUT ${signedRequest} HTTP/1.1\r\nHost: ledger.test\r\nContent-Type: image/jpeg\r\n` +
      `Content-Length: ${BODY_BYTES}\r\n\r\n`;
    const { received, error } = await exchange(head, Buffer.alloc(BODY_BYTES, 0x20));
    expect(error).toBeUndefined();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain(IMAGE_TOO_LARGE);
    expect(received).toMatch(/^HTTP\/1\.1 413 [^]*HTTP\/1\.1 200 [^]*"status":"ok"/);
  });
});
