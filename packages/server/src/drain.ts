import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export interface Drain {
  /**
   * Stops taking connections and resolves once every connection taken has closed: a request
   * under way or still to come on a connection already taken is answered, with
   * `Connection: close`; a kept-alive connection between requests is closed.
   */
  start(): Promise<void>;
}

/**
 * Follows a server's connections so that it can stop without dropping any. Node's own close()
 * destroys every connection with no request under way, which resets a connection taken a
 * moment before whose request is still on its way; a proxy or a client cannot tell that
 * request was never read, and does not send it again.
 */
export function drainable(server: Server): Drain {
  const sockets = new Set<Socket>();
  const underway = new Map<Socket, Set<ServerResponse>>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Before the app's own listener, so that the header goes out with the answer's first bytes.
  server.prependListener('request', (request, response: ServerResponse) => {
    const { socket } = request;
    const responses = underway.get(socket) ?? new Set<ServerResponse>();
    underway.set(socket, responses.add(response));
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      responses.delete(response);
      if (responses.size > 0) return;
      underway.delete(socket);
      // An answer begun before the stop may have promised to keep the connection open.
      if (draining) socket.end();
    });
  });

  return {
    start() {
      draining = true;
      // For answers that never end by themselves (a live battle's event stream): they end now,
      // and their readers reconnect to another server.
      server.emit('draining');
      for (const responses of underway.values()) {
        for (const response of responses) {
          if (!response.headersSent) response.setHeader('connection', 'close');
        }
      }
      for (const socket of sockets) {
        // One that has answered before is kept alive between requests; one that has not yet
        // received its first request is waited for.
        if (!underway.has(socket) && socket.bytesWritten > 0) socket.end();
      }
      return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    },
  };
}
