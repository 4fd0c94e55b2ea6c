import { Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useCompanies } from '../../api/companies';
import { CardGrid, NewCard } from '../../components/cards/CardGrid';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import { ListStatus } from '../../components/lists/ListStatus';
import { SortSelect } from '../../components/lists/SortSelect';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useStoredSort } from '../../hooks/useStoredSort';
import { CompanyCard } from './CompanyCard';
import { COMPANY_SORTS, DEFAULT_COMPANY_SORT, sortCompanies } from './company-sort';
import { COMPANY_TEXTS } from './texts';

// The dialog's code loads the first time it opens.
const CompanyDialog = lazy(() =>
  import('./CompanyDialog').then((module) => ({ default: module.CompanyDialog })),
);

/** /companies, My Companies: the player's active companies, the landing page after login. */
export function CompaniesScreen() {
  usePageTitle(COMPANY_TEXTS.listTitle);
  const query = useCompanies();
  const [sort, setSort] = useStoredSort('companies', COMPANY_SORTS, DEFAULT_COMPANY_SORT);
  const [creating, setCreating] = useState<number | null>(null);
  const focus = useReturnFocus();
  const active = sortCompanies(
    (query.data ?? []).filter((company) => !company.retired),
    sort,
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{COMPANY_TEXTS.listTitle}</Title>
        <SortSelect value={sort} options={COMPANY_SORTS} onChange={setSort} />
      </Group>
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural="companies"
        onRetry={() => void query.refetch()}
      />
      {query.isSuccess && (
        <>
          {active.length === 0 && <Text>{COMPANY_TEXTS.empty}</Text>}
          <CardGrid label={COMPANY_TEXTS.listTitle}>
            {active.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
            <NewCard
              label={COMPANY_TEXTS.newCard}
              onClick={() => {
                focus.remember();
                setCreating(nextDialogKey());
              }}
            />
          </CardGrid>
        </>
      )}
      {creating !== null && (
        // A modal: nothing on the page moves while its code loads.
        <Suspense fallback={null}>
          <CompanyDialog
            key={creating}
            company={null}
            onClose={() => {
              setCreating(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
