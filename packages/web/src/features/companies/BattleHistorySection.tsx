import { Accordion, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBattleHistory } from '../../api/battles';
import { BattleEntryControl, BattleEntryPanel } from './BattleEntry';
import classes from './BattleHistory.module.css';
import { HISTORY_TEXTS as T, recordWords } from './history-texts';
import { StorySection } from './StorySection';

const TITLE_ID = 'battle-history-title';

/**
 * A company's Battle History below its warriors: its record and a timeline of its battles,
 * newest first and open, each with what it did to the company; the newest can be undone,
 * unless the company is retired (read-only until re-enlisted, as the page says).
 */
export function BattleHistorySection({
  companyId,
  retired,
  switcher,
}: {
  companyId: string;
  retired: boolean;
  /** The choice of the Timeline instead, beside the title. */
  switcher?: ReactNode;
}) {
  const query = useBattleHistory(companyId);
  const history = query.data;
  const newest = history?.battles[0]?.battleId ?? null;

  return (
    <StorySection titleId={TITLE_ID} texts={T} switcher={switcher} read={query}>
      {history && (
        <>
          <Text role="group" aria-label={T.recordLabel}>
            {recordWords(history.record)}
          </Text>
          {history.battles.length === 0 ? (
            <Text c="dimmed">{T.empty}</Text>
          ) : (
            // Keyed by the newest battle: after an undo the new newest opens.
            <Accordion
              key={newest}
              multiple
              variant="separated"
              defaultValue={newest ? [newest] : []}
              classNames={{ control: classes.control, content: classes.content }}
            >
              {history.battles.map((battle, index) => (
                <Accordion.Item key={battle.battleId} value={battle.battleId}>
                  <BattleEntryControl battle={battle} />
                  <Accordion.Panel>
                    <BattleEntryPanel
                      battle={battle}
                      companyId={companyId}
                      last={index === 0 && !retired}
                    />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </>
      )}
    </StorySection>
  );
}
