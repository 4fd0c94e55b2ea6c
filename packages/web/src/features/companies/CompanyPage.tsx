import { useParams } from 'react-router';
import { CompanyRead } from '../../components/company-read/CompanyRead';
import { CompanyView } from './CompanyView';

/** /company/{id}: one company's header and its warriors' cards. */
export function CompanyPage() {
  const { id = '' } = useParams();
  return (
    <CompanyRead id={id}>
      {(company) => <CompanyView key={company.id} company={company} />}
    </CompanyRead>
  );
}
