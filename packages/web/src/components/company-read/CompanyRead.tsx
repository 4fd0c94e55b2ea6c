import type { Company } from '@warband/schemas';
import type { ReactNode } from 'react';
import { useCompany } from '../../api/companies';
import { ListStatus } from '../lists/ListStatus';
import { CompanyNotFound } from './CompanyNotFound';

interface CompanyReadProps {
  id: string;
  /** What to show once the player's company is there. */
  children: (company: Company) => ReactNode;
}

/**
 * Reads one of the player's companies for a page: the loading and error lines while it comes,
 * 'Company not found' when it is not theirs or gone, else the page itself.
 */
export function CompanyRead({ id, children }: CompanyReadProps) {
  const query = useCompany(id);
  if (query.isSuccess && query.data === null) return <CompanyNotFound />;
  if (!query.data) {
    return (
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural="companies"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
