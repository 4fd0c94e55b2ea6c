import { Text } from '@mantine/core';
import { useCompanies } from '../../api/companies';
import { CardGrid } from '../../components/cards/CardGrid';
import { ListScreen } from '../../components/lists/ListScreen';
import { useListSorting } from '../../hooks/useStoredSort';
import { CompanyCard } from './CompanyCard';
import { COMPANY_SORTS, DEFAULT_COMPANY_SORT, sortCompanies } from './company-sort';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

/**
 * /retired, Retired Companies: My Companies' sorts and grid for the companies the player has
 * retired. There is no New card: a company is retired from its Edit dialog, and re-enlisted
 * the same way from its page, which stays readable.
 */
export function RetiredCompaniesScreen() {
  const query = useCompanies();
  const sorting = useListSorting('retired', COMPANY_SORTS, DEFAULT_COMPANY_SORT);
  const retired = sortCompanies(
    (query.data ?? []).filter((company) => company.retired),
    sorting.value,
  );
  return (
    <ListScreen title={T.retiredListTitle} sorting={sorting} query={query} plural="companies">
      {query.isSuccess &&
        (retired.length === 0 ? (
          <Text>{T.retiredEmpty}</Text>
        ) : (
          <CardGrid label={T.retiredListTitle}>
            {retired.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </CardGrid>
        ))}
    </ListScreen>
  );
}
