import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserSearchResult, UserSearchResults } from '@warband/schemas';
import { api } from './client';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter } from './refresh';

// Plain calls: the donation admin (admins only; others get 403).

export function searchUsers(term: string): Promise<UserSearchResults> {
  return api.get(`/users/search/${encodeURIComponent(term)}`, UserSearchResults);
}

export function setDonated(id: string): Promise<UserSearchResult> {
  return api.post('/users/set-donated', { id }, UserSearchResult);
}

// Query keys and options.

export const donationQueries = {
  all: () => QUERY_ROOTS.donations,
  search: (term: string) =>
    queryOptions({
      queryKey: [...donationQueries.all(), 'search', term] as const,
      queryFn: () => searchUsers(term),
      // A refused or failed search is shown below the form, not tried again behind it.
      retry: false,
    }),
};

// Hooks.

/** The players matching the submitted term; nothing is asked for an empty term. */
export function useUserSearch(term: string) {
  return useQuery({ ...donationQueries.search(term), enabled: term !== '' });
}

/** Marks a player donated, then repeats the search. */
export function useSetDonated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDonated,
    onSuccess: () => refreshAfter(queryClient, 'donationsChanged'),
  });
}
