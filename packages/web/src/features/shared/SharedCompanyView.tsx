import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SharedCompany, Warrior } from '@warband/schemas';
import { Suspense, useState } from 'react';
import { campaignWords } from '../../components/print/campaign-words';
import { PrintButton } from '../../components/print/PrintButton';
import { OpenableCard } from '../../components/warrior-card/OpenableCard';
import { WarriorCard } from '../../components/warrior-card/WarriorCard';
import { inRankOrder, livingWarriors } from '../../components/warrior-card/warrior-order';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { WarriorEditor } from '../warriors';
import { SHARED_TEXTS as T } from './texts';

/**
 * A shared company, read-only: its header, Print, and the cards of its living warriors in
 * rank order, in the owner's ruleset. No Edit, battle or Share: a friend views and prints,
 * and a card opens its warrior in View mode (the editor's Overview, nothing to save).
 */
export function SharedCompanyView({ company }: { company: SharedCompany }) {
  usePageTitle(company.name);
  const warriors = inRankOrder(livingWarriors(company.warriors));
  const [viewing, setViewing] = useState<Warrior | null>(null);
  const focus = useReturnFocus();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" align="center">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            <Badge variant="outline" color="gray" size="lg">
              {T.readOnly}
            </Badge>
          </Group>
          <PrintButton
            company={company}
            newRuleset={company.newRuleset}
            campaign={company.campaign}
          />
        </Group>
        <Group
          aria-label="Company summary"
          role="group"
          style={{ columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}
        >
          <Text c="dimmed">{company.race}</Text>
          <Text>
            Influence <strong>{company.influence}</strong>
          </Text>
          <Text>
            Current Rating <strong>{company.currentRating}</strong>
          </Text>
          {company.retired && <Text c="dimmed">Retired</Text>}
        </Group>
        <Text size="sm">{campaignWords(company.campaign)}</Text>
        {company.backstory && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {company.backstory}
          </Text>
        )}
      </Stack>
      {warriors.length === 0 ? (
        <Text>{T.noWarriors}</Text>
      ) : (
        <SimpleGrid
          type="container"
          cols={{ base: 1, '560px': 2, '880px': 3 }}
          spacing="md"
          role="list"
          aria-label="Warriors"
        >
          {warriors.map((warrior) => (
            <OpenableCard
              key={warrior.id}
              title={`View ${warrior.name}`}
              onOpen={() => {
                focus.remember();
                setViewing(warrior);
              }}
            >
              <WarriorCard warrior={warrior} newRuleset={company.newRuleset} />
            </OpenableCard>
          ))}
        </SimpleGrid>
      )}
      {viewing && (
        <Suspense fallback={null}>
          <WarriorEditor
            key={viewing.id}
            company={company}
            warrior={viewing}
            editable={false}
            newRuleset={company.newRuleset}
            onClose={() => {
              setViewing(null);
              focus.restore();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
