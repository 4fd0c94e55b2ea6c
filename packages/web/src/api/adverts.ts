import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertsConfig } from '@warband/schemas';
import { api } from './client';
import { lazySchema } from './schemas';

const checkAdverts = lazySchema((s) => s.AdvertsConfig);

export function getAdverts(): Promise<AdvertsConfig> {
  return api.get('/adverts', checkAdverts);
}

export const advertQueries = {
  /** The banners change only when the server restarts: read once per visit. */
  config: () =>
    queryOptions({ queryKey: ['adverts'] as const, queryFn: getAdverts, staleTime: Infinity }),
};

export function useAdverts() {
  return useQuery(advertQueries.config());
}
