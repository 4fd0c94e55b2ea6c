import type { ClientRequest } from 'node:http';

// Requests sent with node:http rather than fetch, for the tests that hold a body back or send
// many at once, each on a connection of its own: how each was answered, read to its end.

export interface HttpAnswer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** The answer to `request`; rejects when the connection fails instead (a reset, say). */
export function answerOf(request: ClientRequest): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body,
        }),
      );
    });
  });
}
