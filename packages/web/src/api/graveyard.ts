import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GraveyardWarrior, Warrior, type GraveyardUpdateInput } from '@warband/schemas';
import { z } from 'zod';
import { api } from './client';
import { companyQueries } from './companies';
import { refreshAfter } from './refresh';

// Plain calls: the graveyard (docs/adr/0031-the-graveyard-is-the-dead-not-a-table.md).

export function listGraveyard(): Promise<GraveyardWarrior[]> {
  return api.get('/graveyard', z.array(GraveyardWarrior), { keep: true });
}

export function updateGraveyardWarrior(id: string, input: GraveyardUpdateInput): Promise<Warrior> {
  return api.put(`/graveyard/${encodeURIComponent(id)}`, input, Warrior);
}

export function deleteGraveyardWarrior(id: string): Promise<void> {
  return api.delete(`/graveyard/${encodeURIComponent(id)}`);
}

// Query keys: under the companies' root, because the graveyard is the companies' dead: every
// warrior or company write (a warrior killed in the editor, a company deleted) refreshes it
// with the companies, and every graveyard write refreshes the companies.

export const graveyardQueries = {
  list: () =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'graveyard'] as const,
      queryFn: listGraveyard,
    }),
};

export function useGraveyard() {
  return useQuery(graveyardQueries.list());
}

export function useUpdateGraveyardWarrior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GraveyardUpdateInput }) =>
      updateGraveyardWarrior(id, input),
    onSuccess: () => refreshAfter(client, 'graveyardChanged'),
  });
}

export function useDeleteGraveyardWarrior() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGraveyardWarrior,
    onSuccess: (_nothing, id) => {
      client.setQueryData(graveyardQueries.list().queryKey, (list) =>
        list?.filter((warrior) => warrior.id !== id),
      );
      return refreshAfter(client, 'graveyardChanged');
    },
  });
}
