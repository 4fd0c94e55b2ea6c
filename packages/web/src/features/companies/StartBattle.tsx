import { Button, Text } from '@mantine/core';
import { eligibleAtStart } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { Link } from 'react-router';
import { BATTLE_START_TEXTS } from '../../components/battle-start/texts';
import { COMPANY_TEXTS } from './texts';

const REASON_ID = 'start-battle-reason';

/** Whether the company has anyone to count for break points, so a battle can be fought. */
export function canStartBattle(company: Company): boolean {
  return eligibleAtStart(Object.values(company.warriors)) > 0;
}

/**
 * The header's Start Battle. A company with no one to fight cannot start one, and the reason
 * (StartBattleReason) is read with the button.
 */
export function StartBattleButton({ company }: { company: Company }) {
  if (!canStartBattle(company))
    return (
      <Button disabled aria-describedby={REASON_ID}>
        {COMPANY_TEXTS.startBattle}
      </Button>
    );
  return (
    <Button component={Link} to={`/company/${company.id}/battle`}>
      {COMPANY_TEXTS.startBattle}
    </Button>
  );
}

/** Why Start Battle cannot start, under the company's summary; nothing when it can. */
export function StartBattleReason({ company }: { company: Company }) {
  if (canStartBattle(company)) return null;
  return (
    <Text size="sm" id={REASON_ID}>
      {BATTLE_START_TEXTS.noneCanFight}
    </Text>
  );
}
