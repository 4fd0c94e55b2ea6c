import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  DuplicateStrategy,
  HeroicAction,
  HeroicActionInput,
  ImportLibraryResult,
  LibraryKind,
  LibraryPack,
  Rule,
  RuleInput,
  Spell,
  SpellInput,
  Wargear,
  WargearInput,
} from '@warband/schemas';
import { api } from './client';

/** What each library stores and what it accepts, keyed by the API's own path names. */
export interface LibraryTypes {
  wargear: { entry: Wargear; input: WargearInput };
  rule: { entry: Rule; input: RuleInput };
  spell: { entry: Spell; input: SpellInput };
  heroicAction: { entry: HeroicAction; input: HeroicActionInput };
}
export type LibraryEntry<K extends LibraryKind> = LibraryTypes[K]['entry'];
export type LibraryInput<K extends LibraryKind> = LibraryTypes[K]['input'];

export function libraryQueryKey(kind: LibraryKind) {
  return ['library', kind] as const;
}

// Plain calls: GET /{kind}, POST /{kind}/create, PUT /{kind}/{id}, DELETE /{kind}/{id}.

export function listLibrary<K extends LibraryKind>(kind: K): Promise<LibraryEntry<K>[]> {
  return api.get<LibraryEntry<K>[]>(`/${kind}`);
}

export function createLibraryEntry<K extends LibraryKind>(
  kind: K,
  input: LibraryInput<K>,
): Promise<LibraryEntry<K>> {
  return api.post<LibraryEntry<K>>(`/${kind}/create`, input);
}

export function updateLibraryEntry<K extends LibraryKind>(
  kind: K,
  id: string,
  input: LibraryInput<K>,
): Promise<LibraryEntry<K>> {
  return api.put<LibraryEntry<K>>(`/${kind}/${encodeURIComponent(id)}`, input);
}

export function deleteLibraryEntry(kind: LibraryKind, id: string): Promise<void> {
  return api.delete(`/${kind}/${encodeURIComponent(id)}`);
}

export function exportLibrary(): Promise<LibraryPack> {
  return api.get<LibraryPack>('/library/export');
}

export interface ImportLibraryRequest {
  pack: LibraryPack;
  onDuplicate: DuplicateStrategy;
  dryRun: boolean;
}

export function importLibrary(request: ImportLibraryRequest): Promise<ImportLibraryResult> {
  return api.post<ImportLibraryResult>('/library/import', request);
}

// Query hooks.

export function useLibraryList<K extends LibraryKind>(kind: K) {
  return useQuery({ queryKey: libraryQueryKey(kind), queryFn: () => listLibrary(kind) });
}

export const useWargearList = () => useLibraryList('wargear');
export const useRuleList = () => useLibraryList('rule');
export const useSpellList = () => useLibraryList('spell');
export const useHeroicActionList = () => useLibraryList('heroicAction');

/** Puts a saved entry into the cached list at once, then refetches to stay in step. */
function storeEntry<K extends LibraryKind>(client: QueryClient, kind: K, saved: LibraryEntry<K>) {
  client.setQueryData<LibraryEntry<K>[]>(libraryQueryKey(kind), (list) =>
    list
      ? list.some((entry) => entry.id === saved.id)
        ? list.map((entry) => (entry.id === saved.id ? saved : entry))
        : [...list, saved]
      : list,
  );
  return client.invalidateQueries({ queryKey: libraryQueryKey(kind) });
}

export function useCreateLibraryEntry<K extends LibraryKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LibraryInput<K>) => createLibraryEntry(kind, input),
    onSuccess: (saved) => storeEntry(client, kind, saved),
  });
}

export function useUpdateLibraryEntry<K extends LibraryKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LibraryInput<K> }) =>
      updateLibraryEntry(kind, id, input),
    onSuccess: (saved) => storeEntry(client, kind, saved),
  });
}

export function useDeleteLibraryEntry(kind: LibraryKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteLibraryEntry(kind, id),
    onSuccess: (_nothing, id) => {
      client.setQueryData<LibraryEntry<LibraryKind>[]>(libraryQueryKey(kind), (list) =>
        list?.filter((entry) => entry.id !== id),
      );
      return client.invalidateQueries({ queryKey: libraryQueryKey(kind) });
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
      return client.invalidateQueries({ queryKey: ['library'] });
    },
  });
}

/**
 * What importing `pack` would do, asked again whenever the duplicate choice changes. The
 * token names one chosen file, so choosing the same file again asks afresh.
 */
export function useImportPreview(
  pack: LibraryPack | null,
  onDuplicate: DuplicateStrategy,
  token: number,
) {
  return useQuery({
    queryKey: ['library-import-preview', token, onDuplicate],
    queryFn: pack ? () => importLibrary({ pack, onDuplicate, dryRun: true }) : skipToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
