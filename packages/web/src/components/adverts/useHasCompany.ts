import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Whether the player has a company yet, retired ones counted: null until their companies
 * are known. A brand-new player's first steps come before the adverts and the appeal
 * (docs/adr/0172-a-new-players-first-steps-come-before-the-appeals.md). The companies' code
 * is fetched here on demand, never with the first page; the list is the one every player page
 * reads, so it is asked for once.
 */
export function useHasCompany(enabled: boolean): boolean | null {
  const client = useQueryClient();
  const [hasCompany, setHasCompany] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let unsubscribe = () => {};
    void import('../../api/companies').then(({ companyQueries }) => {
      if (stopped) return;
      // Read when no page has read it; never read again for this alone.
      const observer = new QueryObserver(client, {
        ...companyQueries.list(),
        refetchOnMount: false,
      });
      const note = (companies: readonly unknown[] | undefined) => {
        if (companies) setHasCompany(companies.length > 0);
      };
      unsubscribe = observer.subscribe((result) => note(result.data));
      note(observer.getCurrentResult().data);
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [client, enabled]);
  return hasCompany;
}
