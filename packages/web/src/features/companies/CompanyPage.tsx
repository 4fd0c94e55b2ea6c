import { useParams } from 'react-router';
import { useCompany } from '../../api/companies';
import { ListStatus } from '../../components/lists/ListStatus';
import { CompanyNotFound } from './CompanyNotFound';
import { CompanyView } from './CompanyView';
import { useScrollToCard } from './useScrollToCard';

/** /company/{id}: one company's header and its warriors' cards. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const query = useCompany(id);
  useScrollToCard(Boolean(query.data));
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
  return <CompanyView key={query.data.id} company={query.data} />;
}
