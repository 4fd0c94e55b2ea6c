import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CompanyShare, SharedCompany } from '@warband/schemas';
import { ApiRequestError, api } from './client';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter } from './refresh';

// Plain calls: a company's read-only link
// (docs/adr/0032-sharing-is-a-flag-on-the-company-the-link-changes-only.md).

const path = (id: string) => `/company/${encodeURIComponent(id)}/share`;

export function readCompanyShare(id: string): Promise<CompanyShare> {
  return api.get(path(id), CompanyShare);
}

export function setCompanyShare(id: string, shared: boolean): Promise<CompanyShare> {
  return api.put(path(id), { shared }, CompanyShare);
}

/** A new link for the company; the one before it stops working for everyone. */
export function renewCompanyShare(id: string): Promise<CompanyShare> {
  return api.post(`${path(id)}/new`, {}, CompanyShare);
}

/** Public: answers without a login, and 404 when the link is off or wrong. */
export function readSharedCompany(userId: string, companyId: string): Promise<SharedCompany> {
  return api.get(
    `/company/shared/${encodeURIComponent(userId)}/${encodeURIComponent(companyId)}`,
    SharedCompany,
  );
}

// Query keys and options.

export const sharingQueries = {
  all: () => QUERY_ROOTS.sharing,
  /** The owner's view: is the link on, and what is it. */
  state: (id: string) =>
    queryOptions({
      queryKey: [...sharingQueries.all(), 'state', id] as const,
      queryFn: () => readCompanyShare(id),
    }),
  /** What the link shows. A 404 is an answer (the link is off or wrong), not worth a retry. */
  shared: (userId: string, companyId: string) =>
    queryOptions({
      queryKey: [...sharingQueries.all(), 'shared', userId, companyId] as const,
      queryFn: () => readSharedCompany(userId, companyId),
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status === 404) && failures < 2,
    }),
};

// Hooks.

export function useCompanyShare(id: string) {
  return useQuery(sharingQueries.state(id));
}

export function useSharedCompany(userId: string, companyId: string) {
  return useQuery(sharingQueries.shared(userId, companyId));
}

export function useSetCompanyShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) => setCompanyShare(id, shared),
    onSuccess: (saved) => {
      client.setQueryData(sharingQueries.state(saved.id).queryKey, saved);
      // What the link shows changes with it (the owner may have it open in another tab).
      return refreshAfter(client, 'sharingChanged');
    },
  });
}

export function useRenewCompanyShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => renewCompanyShare(id),
    onSuccess: (saved) => {
      client.setQueryData(sharingQueries.state(saved.id).queryKey, saved);
      return refreshAfter(client, 'sharingChanged');
    },
  });
}
