import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { lazy, Suspense, useState } from 'react';
import { nextDialogKey } from '../../components/dialogs/dialog-key';
import { WarriorCard } from '../../components/warrior-card/WarriorCard';
import { livingWarriors } from '../../components/warrior-card/warrior-order';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useSession } from '../../hooks/useSession';
import { useStoredSort } from '../../hooks/useStoredSort';
import { DEFAULT_WARRIOR_SORT, sortWarriors, WARRIOR_SORTS } from './company-sort';
import { CompanyActions } from './CompanyActions';
import { COMPANY_TEXTS } from './texts';
import { WarriorSortMenu } from './WarriorSortMenu';

// The dialog's code loads the first time it opens.
const CompanyDialog = lazy(() =>
  import('./CompanyDialog').then((module) => ({ default: module.CompanyDialog })),
);

/** A company's header (name, Edit, sort, influence and rating) and its warriors' cards. */
export function CompanyView({ company }: { company: Company }) {
  usePageTitle(company.name);
  const newRuleset = useSession()?.newRuleset ?? false;
  const [sort, setSort] = useStoredSort('company', WARRIOR_SORTS, DEFAULT_WARRIOR_SORT);
  const [editing, setEditing] = useState<number | null>(null);
  const focus = useReturnFocus();
  const warriors = sortWarriors(livingWarriors(company.warriors), sort);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Title>
          <Group gap="sm">
            <Button
              variant="light"
              onClick={() => {
                focus.remember();
                setEditing(nextDialogKey());
              }}
            >
              Edit
            </Button>
            <CompanyActions company={company} />
            <WarriorSortMenu value={sort} onChange={setSort} />
          </Group>
        </Group>
        <Group
          aria-label="Company summary"
          role="group"
          // Tighter between rows than between items, so the three fit one line on a phone.
          style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}
        >
          <Text c="dimmed">{company.race}</Text>
          <Text>
            Influence <strong>{company.influence}</strong>
          </Text>
          <Text>
            Current Rating <strong>{company.currentRating}</strong>
          </Text>
        </Group>
      </Stack>

      {warriors.length === 0 ? (
        <Text>{COMPANY_TEXTS.noWarriors}</Text>
      ) : (
        // Three cards a row at most: a card's characteristic line needs the width.
        <SimpleGrid
          type="container"
          cols={{ base: 1, '560px': 2, '880px': 3 }}
          spacing="md"
          role="list"
          aria-label="Warriors"
        >
          {warriors.map((warrior) => (
            <div role="listitem" key={warrior.id}>
              <WarriorCard warrior={warrior} newRuleset={newRuleset} />
            </div>
          ))}
        </SimpleGrid>
      )}

      {editing !== null && (
        // A modal: nothing on the page moves while its code loads.
        <Suspense fallback={null}>
          <CompanyDialog
            key={editing}
            company={company}
            onClose={() => {
              setEditing(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
