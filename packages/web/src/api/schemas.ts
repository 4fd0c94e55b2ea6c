import type * as Schemas from './account-schemas';

export type SharedSchemas = typeof Schemas;

let loading: Promise<SharedSchemas> | undefined;

/**
 * The shared schemas of the account and the banner list (and zod under them), fetched once,
 * the first time a call or a form of a first page needs them. The login page's forms and replies are checked with them like any
 * other, but a visitor who only looks at the page never downloads them: they are a quarter
 * of what the page would otherwise load
 * (docs/adr/0146-the-first-page-loads-without-zod-and-with-its-chunks.md).
 */
export function loadSchemas(): Promise<SharedSchemas> {
  loading ??= import('./account-schemas').catch((error: unknown) => {
    // A failed download (the connection dropped) is tried again by the next caller.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A schema picked from the shared ones once they are loaded: `lazySchema((s) => s.AuthUser)`. */
export function lazySchema<S>(pick: (schemas: SharedSchemas) => S): () => Promise<S> {
  return () => loadSchemas().then(pick);
}
