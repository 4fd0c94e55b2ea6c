/** How long a write waits for the server before it is kept in the outbox instead. */
export const WRITE_TIMEOUT_MS = 10_000;
