import { Group, Stack, Text, Title } from '@mantine/core';
import { useCompanies } from '../../api/companies';
import { CardGrid } from '../../components/cards/CardGrid';
import { ListStatus } from '../../components/lists/ListStatus';
import { SortSelect } from '../../components/lists/SortSelect';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useStoredSort } from '../../hooks/useStoredSort';
import { CompanyCard } from './CompanyCard';
import { COMPANY_SORTS, DEFAULT_COMPANY_SORT, sortCompanies } from './company-sort';
import { LIFECYCLE_TEXTS as T } from './lifecycle-texts';

/**
 * /retired, Retired Companies: My Companies' sorts and grid for the companies the player has
 * retired. There is no New card: a company is retired from its Edit dialog, and re-enlisted
 * the same way from its page, which stays readable.
 */
export function RetiredCompaniesScreen() {
  usePageTitle(T.retiredListTitle);
  const query = useCompanies();
  const [sort, setSort] = useStoredSort('retired', COMPANY_SORTS, DEFAULT_COMPANY_SORT);
  const retired = sortCompanies(
    (query.data ?? []).filter((company) => company.retired),
    sort,
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{T.retiredListTitle}</Title>
        <SortSelect value={sort} options={COMPANY_SORTS} onChange={setSort} />
      </Group>
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural="companies"
        onRetry={() => void query.refetch()}
      />
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
    </Stack>
  );
}
