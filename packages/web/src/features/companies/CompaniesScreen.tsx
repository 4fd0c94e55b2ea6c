import { Group, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useCompanies } from '../../api/companies';
import { CardGrid, NewCard } from '../../components/cards/CardGrid';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import { ListScreen } from '../../components/lists/ListScreen';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useListSorting } from '../../hooks/useStoredSort';
import { CompanyCard } from './CompanyCard';
import { FirstSteps } from './FirstSteps';
import { ImportCompanyButton } from './ImportCompanyButton';
import { COMPANY_SORTS, DEFAULT_COMPANY_SORT, sortCompanies } from './company-sort';
import { COMPANY_TEXTS } from './texts';
import { useLoadWhenIdle } from '../../hooks/useLoadWhenIdle';

// The dialog's code is not in the page's first load: it loads once the page is idle.
const loadCompanyDialog = () => import('./CompanyDialog');
const CompanyDialog = lazy(() =>
  loadCompanyDialog().then((module) => ({ default: module.CompanyDialog })),
);

/** /companies, My Companies: the player's active companies, the landing page after login. */
export function CompaniesScreen() {
  const query = useCompanies();
  useLoadWhenIdle(loadCompanyDialog);
  const sorting = useListSorting('companies', COMPANY_SORTS, DEFAULT_COMPANY_SORT);
  const [creating, setCreating] = useState<number | null>(null);
  const focus = useReturnFocus();
  const active = sortCompanies(
    (query.data ?? []).filter((company) => !company.retired),
    sorting.value,
  );

  return (
    <ListScreen title={COMPANY_TEXTS.listTitle} sorting={sorting} query={query} plural="companies">
      {query.isSuccess && (
        <>
          <Group justify="flex-end">
            <ImportCompanyButton />
          </Group>
          <FirstSteps companies={query.data} />
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
    </ListScreen>
  );
}
