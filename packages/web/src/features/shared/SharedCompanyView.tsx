import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SharedCompany } from '@warband/schemas';
import { PrintButton } from '../../components/print/PrintButton';
import { WarriorCard } from '../../components/warrior-card/WarriorCard';
import { inRankOrder, livingWarriors } from '../../components/warrior-card/warrior-order';
import { usePageTitle } from '../../hooks/usePageTitle';
import { SHARED_TEXTS as T } from './texts';

/**
 * A shared company, read-only: its header, Print, and the cards of its living warriors in
 * rank order, in the owner's ruleset. No Edit, battle or Share: a friend views and prints.
 */
export function SharedCompanyView({ company }: { company: SharedCompany }) {
  usePageTitle(company.name);
  const warriors = inRankOrder(livingWarriors(company.warriors));
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
          <PrintButton company={company} newRuleset={company.newRuleset} />
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
            <div role="listitem" key={warrior.id}>
              <WarriorCard warrior={warrior} newRuleset={company.newRuleset} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
