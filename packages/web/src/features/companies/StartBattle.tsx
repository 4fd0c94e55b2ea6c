import { Button, Group, Text } from '@mantine/core';
import { eligibleAtStart } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { Link } from 'react-router';
import { battleKept } from '../../components/battle-start/battle-key';
import { useBattlesReady } from '../../components/battle-start/useBattlesReady';
import { BATTLE_START_TEXTS } from '../../components/battle-start/texts';
import { useSession } from '../../hooks/useSession';
import { COMPANY_TEXTS } from './texts';

const REASON_ID = 'start-battle-reason';
const KEPT_ID = 'start-battle-kept';

/** Whether the player has a battle of this company kept on this device, read as the page draws. */
function useBattleKept(companyId: string): boolean {
  const playerId = useSession()?.id ?? '';
  // Drawn again once the device's battles are read.
  useBattlesReady(playerId);
  return battleKept(playerId, companyId);
}

/** Whether the company has anyone to count for break points, so a battle can be fought. */
export function canStartBattle(company: Company): boolean {
  return eligibleAtStart(Object.values(company.warriors)) > 0;
}

/**
 * The header's Start Battle, saying when a battle is already in progress on this device. A
 * company with no one to fight cannot start one, and the reason (StartBattleReason) is read
 * with the button.
 */
export function StartBattleButton({ company }: { company: Company }) {
  const kept = useBattleKept(company.id);
  // A battle kept on this device can always be gone back to, whoever can fight now.
  if (!kept && !canStartBattle(company))
    return (
      <Button disabled aria-describedby={REASON_ID}>
        {COMPANY_TEXTS.startBattle}
      </Button>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={`/company/${company.id}/battle`}
        aria-describedby={kept ? KEPT_ID : undefined}
      >
        {COMPANY_TEXTS.startBattle}
      </Button>
      {kept && (
        <Text size="sm" fw={700} id={KEPT_ID}>
          {BATTLE_START_TEXTS.inProgress}
        </Text>
      )}
    </Group>
  );
}

/** Why Start Battle cannot start, under the company's summary; nothing when it can. */
export function StartBattleReason({ company }: { company: Company }) {
  const kept = useBattleKept(company.id);
  if (kept || canStartBattle(company)) return null;
  return (
    <Text size="sm" id={REASON_ID}>
      {BATTLE_START_TEXTS.noneCanFight}
    </Text>
  );
}
