import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GraveyardWarrior } from '@warband/schemas';
import { Suspense, useId, useState } from 'react';
import { useCompanies } from '../../api/companies';
import { useDeleteGraveyardWarrior, useGraveyard } from '../../api/graveyard';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import { ListScreen } from '../../components/lists/ListScreen';
import { OpenableCard } from '../../components/warrior-card/OpenableCard';
import { WarriorCard } from '../../components/warrior-card/WarriorCard';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useSession } from '../../hooks/useSession';
import { useListSorting } from '../../hooks/useStoredSort';
import {
  DEFAULT_GRAVEYARD_SORT,
  GRAVEYARD_SORTS,
  graveyardGroups,
  type GraveyardGroup,
} from './graveyard-groups';
import { GraveyardEditor } from '../warriors';
import { GRAVEYARD_TEXTS as T } from './texts';
import { i18n } from '../../i18n/i18n';

type Open = (warrior: GraveyardWarrior) => void;

function FallenWarrior({
  warrior,
  newRuleset,
  onOpen,
}: {
  warrior: GraveyardWarrior;
  newRuleset: boolean;
  onOpen: Open;
}) {
  const remove = useDeleteGraveyardWarrior();
  const alerts = useAlerts();
  function requestDelete() {
    confirmAction({
      title: T.deleteTitle,
      message: T.deleteConfirm(warrior.name),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(warrior.id);
          alerts.success(T.deleted);
        } catch (error) {
          alerts.failed(error);
        }
      },
    });
  }
  return (
    <Stack gap={6} role="listitem">
      <OpenableCard
        title={
          warrior.companyRetired
            ? i18n._('View {name}', { name: warrior.name })
            : i18n._('Edit {name}', { name: warrior.name })
        }
        onOpen={() => onOpen(warrior)}
        listItem={false}
      >
        <WarriorCard warrior={warrior} newRuleset={newRuleset} inGraveyard headingOrder={3} />
      </OpenableCard>
      {!warrior.companyRetired && (
        <Group justify="flex-end">
          <Button
            variant="outline"
            color="red"
            size="xs"
            onClick={requestDelete}
            loading={remove.isPending}
            aria-label={i18n._('Delete {name}', { name: warrior.name })}
          >
            {i18n._('Delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CompanyGroup({
  group,
  newRuleset,
  onOpen,
}: {
  group: GraveyardGroup;
  newRuleset: boolean;
  onOpen: Open;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {group.companyName}
        </Title>
        {group.companyRetired && <Text>{T.retired(group.companyName)}</Text>}
        {/* Three cards a row at most, as on the company page: a card's line needs the width. */}
        <SimpleGrid
          type="container"
          cols={{ base: 1, '560px': 2, '880px': 3 }}
          spacing="md"
          role="list"
          aria-label={i18n._('Fallen of {company}', { company: group.companyName })}
        >
          {group.warriors.map((warrior) => (
            <FallenWarrior
              key={warrior.id}
              warrior={warrior}
              newRuleset={newRuleset}
              onOpen={onOpen}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}

/**
 * /graveyard: the player's dead warriors, grouped by the company they fell in. A card opens
 * the editor on its injuries, where the warrior can be brought back.
 */
export function GraveyardScreen() {
  const query = useGraveyard();
  const accountRuleset = useSession()?.newRuleset ?? false;
  // A fallen warrior's values follow their company's ruleset; the side navigation has the
  // companies read already. A company no longer listed falls back to the account's setting.
  const companies = useCompanies().data;
  const rulesetOf = (companyId: string) =>
    companies?.find((company) => company.id === companyId)?.newRuleset ?? accountRuleset;
  const sorting = useListSorting('graveyard', GRAVEYARD_SORTS, DEFAULT_GRAVEYARD_SORT);
  const groups = graveyardGroups(query.data ?? [], sorting.value);
  const [open, setOpen] = useState<GraveyardWarrior | null>(null);
  const focus = useReturnFocus();
  const openWarrior = (warrior: GraveyardWarrior) => {
    focus.remember();
    setOpen(warrior);
  };
  return (
    <ListScreen title={T.title} sorting={sorting} query={query} plural="fallen warriors">
      {query.isSuccess && groups.length === 0 && <Text>{T.empty}</Text>}
      {groups.map((group) => (
        <CompanyGroup
          key={group.companyId}
          group={group}
          newRuleset={rulesetOf(group.companyId)}
          onOpen={openWarrior}
        />
      ))}
      {open && (
        <Suspense fallback={null}>
          <GraveyardEditor
            key={open.id}
            warrior={open}
            newRuleset={rulesetOf(open.companyId)}
            onClose={() => {
              setOpen(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </ListScreen>
  );
}
