import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  LIBRARY_SCHEMAS,
  type ImportLibraryResult,
  type LibraryPack,
  type DuplicateStrategy,
  type ImportLibraryInput,
  type LibraryEntityOf,
  type LibraryInputOf,
  type LibraryKind,
} from '@warband/schemas';
import { z } from 'zod';
import { api } from './client';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter } from './refresh';

// The library file's schemas are built from every library's and the profiles' (the warriors'):
// loaded when a player exports or imports, not with the library pages that list one library
// (docs/adr/new-a-player-page-loads-its-own-code-before-its-first-paint.md).
const packSchemas = () => import('./library-pack-schemas');

/** The reply schema of one entry of `kind`, from the shared registry. */
function entitySchema<K extends LibraryKind>(kind: K): z.ZodType<LibraryEntityOf<K>> {
  return LIBRARY_SCHEMAS[kind].entity;
}

// Plain calls: GET /{kind}, POST /{kind}/create, PUT /{kind}/{id}, DELETE /{kind}/{id}.

export function listLibrary<K extends LibraryKind>(kind: K): Promise<LibraryEntityOf<K>[]> {
  return api.get(`/${kind}`, z.array(entitySchema(kind)), { keep: true });
}

export function createLibraryEntry<K extends LibraryKind>(
  kind: K,
  input: LibraryInputOf<K>,
): Promise<LibraryEntityOf<K>> {
  return api.post(`/${kind}/create`, input, entitySchema(kind));
}

export function updateLibraryEntry<K extends LibraryKind>(
  kind: K,
  id: string,
  input: LibraryInputOf<K>,
): Promise<LibraryEntityOf<K>> {
  return api.put(`/${kind}/${encodeURIComponent(id)}`, input, entitySchema(kind));
}

export function deleteLibraryEntry(kind: LibraryKind, id: string): Promise<void> {
  return api.delete(`/${kind}/${encodeURIComponent(id)}`);
}

export function exportLibrary(): Promise<LibraryPack> {
  return api.get('/library/export', () => packSchemas().then((s) => s.LibraryPack), {
    keep: true,
  });
}

export function importLibrary(request: ImportLibraryInput): Promise<ImportLibraryResult> {
  return api.post('/library/import', request, () =>
    packSchemas().then((s) => s.ImportLibraryResult),
  );
}

// Query keys and options: every key of the libraries comes from here.

export const libraryQueries = {
  all: () => QUERY_ROOTS.library,
  lists: () => QUERY_ROOTS.libraryLists,
  list: <K extends LibraryKind>(kind: K) =>
    queryOptions({
      queryKey: [...libraryQueries.lists(), kind] as const,
      queryFn: () => listLibrary(kind),
    }),
  /**
   * What importing `pack` would do, asked again whenever the duplicate choice changes. The
   * token names one chosen file, so choosing the same file again asks afresh. Outside lists()
   * so that the import itself does not ask again.
   */
  importPreview: (pack: LibraryPack | null, onDuplicate: DuplicateStrategy, token: number) =>
    queryOptions({
      queryKey: [...libraryQueries.all(), 'import-preview', token, onDuplicate] as const,
      queryFn: pack ? () => importLibrary({ pack, onDuplicate, dryRun: true }) : skipToken,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
};

// Hooks: what components use.

/** A library's list; `enabled: false` holds the request back until the list is needed. */
export function useLibraryList<K extends LibraryKind>(kind: K, { enabled = true } = {}) {
  return useQuery({ ...libraryQueries.list(kind), enabled });
}

/** Puts a saved entry into the cached list at once, then refetches to stay in step. */
function storeEntry<K extends LibraryKind>(
  client: QueryClient,
  kind: K,
  saved: LibraryEntityOf<K>,
) {
  const { queryKey } = libraryQueries.list(kind);
  client.setQueryData(queryKey, (list) =>
    list
      ? list.some((entity) => entity.id === saved.id)
        ? list.map((entity) => (entity.id === saved.id ? saved : entity))
        : [...list, saved]
      : list,
  );
  return refreshAfter(client, 'libraryChanged');
}

export function useCreateLibraryEntry<K extends LibraryKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LibraryInputOf<K>) => createLibraryEntry(kind, input),
    onSuccess: (saved) => storeEntry(client, kind, saved),
  });
}

export function useUpdateLibraryEntry<K extends LibraryKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LibraryInputOf<K> }) =>
      updateLibraryEntry(kind, id, input),
    onSuccess: (saved) => storeEntry(client, kind, saved),
  });
}

export function useDeleteLibraryEntry(kind: LibraryKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLibraryEntry(kind, id),
    onSuccess: (_nothing, id) => {
      const { queryKey } = libraryQueries.list(kind);
      client.setQueryData(queryKey, (list) => list?.filter((entity) => entity.id !== id));
      return refreshAfter(client, 'libraryChanged');
    },
  });
}

/** Fetches the pack on demand (a button press), so it is a mutation rather than a query. */
export function useExportLibrary() {
  return useMutation({ mutationFn: exportLibrary });
}

/** Dry runs only answer what would happen; a real import refreshes all four lists. */
export function useImportLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importLibrary,
    onSuccess: (result) => {
      if (result.dryRun) return;
      // The file carries profiles too.
      return refreshAfter(client, 'libraryImported');
    },
  });
}

export function useImportPreview(
  pack: LibraryPack | null,
  onDuplicate: DuplicateStrategy,
  token: number,
) {
  return useQuery(libraryQueries.importPreview(pack, onDuplicate, token));
}
