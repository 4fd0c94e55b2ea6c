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
import { z } from 'zod';
import { api } from './client';

// Plain calls: the companies and warriors API (docs/adr/README.md lists its decisions under
// "Companies and warriors").

export function listCompanies(): Promise<Company[]> {
  return api.get('/companies', z.array(Company));
}

export function createCompany(input: CompanyInput): Promise<Company> {
  return api.post('/company/create', input, Company);
}

export function updateCompany(id: string, input: UpdateCompanyInput): Promise<Company> {
  return api.put(`/company/${encodeURIComponent(id)}`, input, Company);
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

/** A company file as a new company of the player's. */
export function importCompany(file: CompanyFile): Promise<Company> {
  return api.post('/company/import', { file }, Company);
}

export function listWarriors(companyId: string): Promise<Warrior[]> {
  return api.get(`/warrior/${encodeURIComponent(companyId)}`, z.array(Warrior));
}

export function createWarrior(input: CreateWarriorInput): Promise<Warrior> {
  return api.post('/warrior/create', input, Warrior);
}

export function updateWarrior(id: string, input: WarriorInput): Promise<Warrior> {
  return api.put(`/warrior/${encodeURIComponent(id)}`, input, Warrior);
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
      updateCompany(id, input),
    onSuccess: (saved) => storeCompany(client, saved),
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
    mutationFn: ({ id, input }: { id: string; input: WarriorInput }) => updateWarrior(id, input),
    onSuccess: () => refreshCompanies(client),
  });
}

export function useDeleteWarrior() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteWarrior, onSuccess: () => refreshCompanies(client) });
}
