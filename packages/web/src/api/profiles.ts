import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Profile, type ProfileInput } from '@warband/schemas';
import { z } from 'zod';
import { api } from './client';
import { QUERY_ROOTS } from './query-keys';
import { refreshAfter } from './refresh';

// Plain calls: the profile library, GET /profile and its three writes.

export function listProfiles(): Promise<Profile[]> {
  return api.get('/profile', z.array(Profile), { keep: true });
}

export function createProfile(input: ProfileInput): Promise<Profile> {
  return api.post('/profile/create', input, Profile);
}

export function updateProfile(id: string, input: ProfileInput): Promise<Profile> {
  return api.put(`/profile/${encodeURIComponent(id)}`, input, Profile);
}

export function deleteProfile(id: string): Promise<void> {
  return api.delete(`/profile/${encodeURIComponent(id)}`);
}

// Query keys and options: every key of the profiles comes from here.

export const profileQueries = {
  all: () => QUERY_ROOTS.profiles,
  /** The player's profiles: My Profiles and the warrior editor's 'Load Profile' read it. */
  list: () =>
    queryOptions({ queryKey: [...profileQueries.all(), 'list'] as const, queryFn: listProfiles }),
};

// Hooks: what components use.

export function useProfiles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueries.list(), enabled: options.enabled ?? true });
}

/** Puts a saved profile into the cached list at once, then refetches to stay in step. */
function storeProfile(client: QueryClient, saved: Profile) {
  const { queryKey } = profileQueries.list();
  client.setQueryData(queryKey, (list) =>
    list
      ? list.some((profile) => profile.id === saved.id)
        ? list.map((profile) => (profile.id === saved.id ? saved : profile))
        : [...list, saved]
      : list,
  );
  return refreshAfter(client, 'profilesChanged');
}

export function useCreateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (saved) => storeProfile(client, saved),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ProfileInput }) => updateProfile(id, input),
    onSuccess: (saved) => storeProfile(client, saved),
  });
}

export function useDeleteProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: (_nothing, id) => {
      client.setQueryData(profileQueries.list().queryKey, (list) =>
        list?.filter((profile) => profile.id !== id),
      );
      return refreshAfter(client, 'profilesChanged');
    },
  });
}
