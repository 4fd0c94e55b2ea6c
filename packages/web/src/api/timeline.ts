import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { Timeline, TIMELINE_PAGE_DEFAULT } from '@warband/schemas';
import { api, FIRST_PAGE } from './client';
import { companyQueries } from './companies';

/** One page of a company's timeline, older than `before` (the previous page's `next`). */
export function fetchTimeline(companyId: string, before: string | null): Promise<Timeline> {
  const query = new URLSearchParams({ limit: String(TIMELINE_PAGE_DEFAULT) });
  if (before) query.set('before', before);
  return api.get(`/company/${encodeURIComponent(companyId)}/timeline?${query}`, Timeline);
}

// Under the companies' key: every write of a company or its warriors adds to its story.
export const timelineQueries = {
  of: (companyId: string) =>
    infiniteQueryOptions({
      queryKey: [...companyQueries.all(), 'timeline', companyId] as const,
      queryFn: ({ pageParam }) => fetchTimeline(companyId, pageParam),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (page) => page.next,
      // A battle applied elsewhere in the app adds a line too: read afresh when shown.
      refetchOnMount: 'always',
    }),
};

export function useTimeline(companyId: string) {
  return useInfiniteQuery(timelineQueries.of(companyId));
}
