import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  Company,
  Warrior,
  type CompanyFile,
  type CompanyInput,
  type CreateWarriorInput,
  type UpdateCompanyInput,
  type WarriorInput,
} from '@warband/schemas';
import { z } from 'zod';
import { api } from './client';
import type { WriteOutcome } from './offline/offline-write';
import { outboxMayHoldWrites } from './offline/outbox-presence';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter, type DomainEvent } from './refresh';
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
  return waiting ? waiting.withWaiting(companies, waiting.writes) : companies;
}

/** The outbox's writes and what applies them, read only when the outbox may hold some. */
async function waitingWritesIfAny() {
  const user = sessionStore.get();
  if (!user || !(await outboxMayHoldWrites(user.id))) return null;
  const { waitingWrites, withWaiting } = await pendingWrites();
  return { writes: await waitingWrites(), withWaiting };
}

export function createCompany(input: CompanyInput): Promise<Company> {
  return api.post('/company/create', input, Company);
}

/**
 * Sends the Details tab, or, with the company as the player sees it, keeps it in the outbox
 * when the server cannot take it now and shows the company as it will be; `queued` says
 * which, so the player is told.
 */
export async function updateCompany(
  id: string,
  input: UpdateCompanyInput,
  company?: Company,
): Promise<WriteOutcome<Company>> {
  const { sendOrQueue, WRITES } = await offlineWrites();
  return sendOrQueue(WRITES.company, { companyId: id, company: input }, company);
}

export function retireCompany(id: string, retire: boolean): Promise<Company> {
  return api.put(`/company/${encodeURIComponent(id)}/retire`, { id, retire }, Company);
}

export function deleteCompany(id: string): Promise<void> {
  return api.delete(`/company/${encodeURIComponent(id)}`);
}

/** The company as a file to keep or to import into another account. */
export function exportCompany(id: string): Promise<CompanyFile> {
  return api.get(`/company/${encodeURIComponent(id)}/export`, () =>
    import('./company-file-schema').then((schemas) => schemas.CompanyFile),
  );
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
 * Sends the whole warrior, or, with its company as the player sees it, keeps it in the
 * outbox when the server cannot take it now, and shows the warrior as it will be (its figures
 * worked out in the company's ruleset, as the server will); `queued` says which.
 */
export async function updateWarrior(
  id: string,
  input: WarriorInput,
  company?: Company,
): Promise<WriteOutcome<Warrior>> {
  const companyId = company?.id ?? '';
  const { sendOrQueue, WRITES } = await offlineWrites();
  return sendOrQueue(WRITES.warrior, { companyId, warriorId: id, warrior: input }, company);
}

export function deleteWarrior(id: string): Promise<void> {
  return api.delete(`/warrior/${encodeURIComponent(id)}`);
}

// Query keys and options: every key of companies and warriors comes from here.

export const companyQueries = {
  all: () => QUERY_ROOTS.companies,
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

/**
 * Puts a saved company into the cached list at once, then reads again what the change makes
 * stale, to stay in step.
 */
export function storeCompany(client: QueryClient, saved: Company, event: DomainEvent) {
  const { queryKey } = companyQueries.list();
  client.setQueryData(queryKey, (list) =>
    list
      ? list.some((company) => company.id === saved.id)
        ? list.map((company) => (company.id === saved.id ? saved : company))
        : [...list, saved]
      : list,
  );
  return refreshAfter(client, event);
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (saved) => storeCompany(client, saved, 'companySaved'),
  });
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCompanyInput }) =>
      updateCompany(id, input, cachedCompany(client, id)),
    onSuccess: ({ result }) => storeCompany(client, result, 'companySaved'),
  });
}

export function useImportCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importCompany,
    onSuccess: (saved) => storeCompany(client, saved, 'companySaved'),
  });
}

export function useRetireCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retire }: { id: string; retire: boolean }) => retireCompany(id, retire),
    onSuccess: (saved) => storeCompany(client, saved, 'companySaved'),
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
      void refreshAfter(client, 'companyDeleted');
    },
  });
}

function cachedCompany(client: QueryClient, id: string): Company | undefined {
  return client.getQueryData(companyQueries.list().queryKey)?.find((company) => company.id === id);
}

/** The company of a warrior, as the cached list has it. */
function companyOfWarrior(client: QueryClient, id: string): Company | undefined {
  return client
    .getQueryData(companyQueries.list().queryKey)
    ?.find((company) => company.warriors[id] !== undefined);
}

export function useCreateWarrior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWarrior,
    onSuccess: () => refreshAfter(client, 'warriorSaved'),
  });
}

export function useUpdateWarrior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WarriorInput }) =>
      updateWarrior(id, input, companyOfWarrior(client, id)),
    onSuccess: () => refreshAfter(client, 'warriorSaved'),
  });
}

export function useDeleteWarrior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWarrior,
    onSuccess: () => refreshAfter(client, 'warriorSaved'),
  });
}
