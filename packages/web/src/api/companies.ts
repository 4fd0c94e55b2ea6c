import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  Company,
  CompanyFile,
  Warrior,
  type CompanyInput,
  type CreateWarriorInput,
  type UpdateCompanyInput,
  type WarriorInput,
} from '@warband/schemas';
import { deriveWarrior } from '@warband/rules';
import { z } from 'zod';
import { api } from './client';
import type { WriteOutcome } from './offline/offline-write';
import { outboxMayHoldWrites } from './offline/outbox-presence';
import { sessionStore } from './session-store';

/**
 * The outbox's code (and the device store's library under it) comes when a write is made or
 * when the outbox holds one, never before a player's first paint otherwise.
 */
export const offlineWrites = () => import('./offline/offline-write');
const pendingWrites = () => import('./offline/pending');

// Plain calls: the companies and warriors API (docs/adr/README.md lists its decisions under
// "Companies and warriors").

/**
 * Kept on the device, and shown with the writes still waiting in the outbox
 * (docs/adr/0162-device-store-and-outbox.md).
 */
export async function listCompanies(): Promise<Company[]> {
  const [companies, waiting] = await Promise.all([
    api.get('/companies', z.array(Company), { keep: true }),
    waitingWritesIfAny(),
  ]);
  return waiting ? waiting.withWaiting(companies, waiting.entries) : companies;
}

/** The outbox's writes and what applies them, read only when the outbox may hold some. */
async function waitingWritesIfAny() {
  const user = sessionStore.get();
  if (!user || !(await outboxMayHoldWrites(user.id))) return null;
  const { waitingWrites, withWaiting } = await pendingWrites();
  return { entries: await waitingWrites(), withWaiting };
}

export function createCompany(input: CompanyInput): Promise<Company> {
  return api.post('/company/create', input, Company);
}

/**
 * With the stored company it was made on, a save the server cannot take now waits in the
 * outbox and the company is shown as it will be; `queued` says which, so the player is told.
 */
export async function updateCompany(
  id: string,
  input: UpdateCompanyInput,
  base?: Company,
): Promise<WriteOutcome<Company>> {
  const path = `/company/${encodeURIComponent(id)}`;
  if (!base) return { result: await api.put(path, input, Company), queued: false };
  const { revision: _based, ...fields } = input;
  const { sendOrQueue } = await offlineWrites();
  return sendOrQueue(
    {
      kind: 'company',
      companyId: id,
      targetId: id,
      path,
      body: input,
      preview: { ...base, ...fields },
      base,
    },
    (operationId, timeoutMs) => api.put(path, input, Company, { operationId, timeoutMs }),
  );
}

export function retireCompany(id: string, retire: boolean): Promise<Company> {
  return api.put(`/company/${encodeURIComponent(id)}/retire`, { id, retire }, Company);
}

export function deleteCompany(id: string): Promise<void> {
  return api.delete(`/company/${encodeURIComponent(id)}`);
}

/** The company as a file to keep or to import into another account. */
export function exportCompany(id: string): Promise<CompanyFile> {
  return api.get(`/company/${encodeURIComponent(id)}/export`, CompanyFile);
}

/** A company file as a new company of the player's: sent as read, for the server to check. */
export function importCompany(file: unknown): Promise<Company> {
  return api.post('/company/import', { file }, Company);
}

export function listWarriors(companyId: string): Promise<Warrior[]> {
  return api.get(`/warrior/${encodeURIComponent(companyId)}`, z.array(Warrior), { keep: true });
}

export function createWarrior(input: CreateWarriorInput): Promise<Warrior> {
  return api.post('/warrior/create', input, Warrior);
}

/**
 * With the stored warrior it was made on, a save the server cannot take now waits in the
 * outbox, and the warrior is shown as it will be (its figures worked out by the rules);
 * `queued` says which, so the player is told.
 */
export async function updateWarrior(
  id: string,
  input: WarriorInput,
  base?: Warrior,
): Promise<WriteOutcome<Warrior>> {
  const path = `/warrior/${encodeURIComponent(id)}`;
  if (!base) return { result: await api.put(path, input, Warrior), queued: false };
  const { sendOrQueue } = await offlineWrites();
  return sendOrQueue(
    {
      kind: 'warrior',
      companyId: base.companyId,
      targetId: id,
      path,
      body: input,
      preview: previewWarrior(base, input),
      base,
    },
    (operationId, timeoutMs) => api.put(path, input, Warrior, { operationId, timeoutMs }),
  );
}

/** The warrior as the saved input will leave it: its lists without the removed entries. */
export function previewWarrior(base: Warrior, input: WarriorInput): Warrior {
  const { revision: _based, payInfluence: _paid, ...fields } = input;
  const kept = <E extends { remove?: boolean }>(entries: E[]) =>
    entries.filter((entry) => !entry.remove).map(({ remove: _r, ...entry }) => entry);
  const warrior = {
    ...base,
    ...fields,
    wargear: kept(fields.wargear),
    specialRules: kept(fields.specialRules),
    heroicActions: kept(fields.heroicActions),
    spells: kept(fields.spells),
  } as unknown as Warrior;
  return { ...warrior, ...deriveWarrior(warrior, sessionStore.get()?.newRuleset ?? false) };
}

export function deleteWarrior(id: string): Promise<void> {
  return api.delete(`/warrior/${encodeURIComponent(id)}`);
}

// Query keys and options: every key of companies and warriors comes from here.

export const companyQueries = {
  all: () => ['companies'] as const,
  /**
   * Every company of the player with its warriors, retired ones included: My Companies, the
   * company page and the side navigation all read this one list.
   */
  list: () =>
    queryOptions({ queryKey: [...companyQueries.all(), 'list'] as const, queryFn: listCompanies }),
  /** One company's warriors, read on their own (the editor reloads them after a save). */
  warriors: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'warriors', companyId] as const,
      queryFn: () => listWarriors(companyId),
    }),
};

// Hooks: what components use.

export function useCompanies() {
  return useQuery(companyQueries.list());
}

/**
 * One company out of the list: `data` is the company, or null when the player has no such
 * company (another player's, deleted, or a mistyped address).
 */
export function useCompany(id: string) {
  return useQuery({
    ...companyQueries.list(),
    select: (companies) => companies.find((company) => company.id === id) ?? null,
  });
}

/** Puts a saved company into the cached list at once, then refetches to stay in step. */
export function storeCompany(client: QueryClient, saved: Company) {
  const { queryKey } = companyQueries.list();
  client.setQueryData(queryKey, (list) =>
    list
      ? list.some((company) => company.id === saved.id)
        ? list.map((company) => (company.id === saved.id ? saved : company))
        : [...list, saved]
      : list,
  );
  return refreshCompanies(client);
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (saved) => storeCompany(client, saved),
  });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCompanyInput }) =>
      updateCompany(id, input, cachedCompany(client, id)),
    onSuccess: ({ result }) => storeCompany(client, result),
  });
}

export function useImportCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCompany,
    onSuccess: (saved) => storeCompany(client, saved),
  });
}

export function useRetireCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retire }: { id: string; retire: boolean }) => retireCompany(id, retire),
    onSuccess: (saved) => storeCompany(client, saved),
  });
}

export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_nothing, id) => {
      client.setQueryData(companyQueries.list().queryKey, (list) =>
        list?.filter((company) => company.id !== id),
      );
      // Not awaited: the dialog leaves the company's page as soon as the delete is done.
      void refreshCompanies(client);
    },
  });
}

function cachedCompany(client: QueryClient, id: string): Company | undefined {
  return client.getQueryData(companyQueries.list().queryKey)?.find((company) => company.id === id);
}

function cachedWarrior(client: QueryClient, id: string): Warrior | undefined {
  for (const company of client.getQueryData(companyQueries.list().queryKey) ?? []) {
    const warrior = company.warriors[id];
    if (warrior) return warrior;
  }
  return undefined;
}

/** A warrior write changes its company's list, rating and the side navigation. */
function refreshCompanies(client: QueryClient) {
  return client.invalidateQueries({ queryKey: companyQueries.all() });
}

export function useCreateWarrior() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createWarrior, onSuccess: () => refreshCompanies(client) });
}

export function useUpdateWarrior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WarriorInput }) =>
      updateWarrior(id, input, cachedWarrior(client, id)),
    onSuccess: () => refreshCompanies(client),
  });
}

export function useDeleteWarrior() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteWarrior, onSuccess: () => refreshCompanies(client) });
}
