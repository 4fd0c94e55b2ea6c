import { Anchor, Badge, Button, Text } from '@mantine/core';
import { INJURY_RESULT_LABELS } from '@warband/rules';
import type { Company, TimelineEntry, TimelineInjury, TimelineWarrior } from '@warband/schemas';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTimeline } from '../../api/timeline';
import { battleDate } from './battle-summary';
import classes from './BattleHistory.module.css';
import { StorySection } from './StorySection';
import { TIMELINE_TEXTS as T, timelineWords } from '../../components/timeline/timeline-texts';

const TITLE_ID = 'timeline-title';

/**
 * A warrior's name, opening its card when it is on the company page, the graveyard when it
 * lies there; plain text once it is gone.
 */
function WarriorName({ who, company }: { who: TimelineWarrior; company: Company }) {
  const warrior = who.id ? company.warriors[who.id] : undefined;
  if (!warrior) return <strong>{who.name}</strong>;
  const to = warrior.status === 'dead' ? '/graveyard' : { hash: `card-${warrior.id}` };
  return (
    <Anchor component={Link} to={to} fw={700}>
      {who.name}
    </Anchor>
  );
}

/** The warriors of a battle's line, each hurt one with the injury result that applied. */
function names(list: (TimelineWarrior | TimelineInjury)[], company: Company): ReactNode {
  return list.map((who, index) => (
    <Fragment key={`${who.id ?? who.name}-${index}`}>
      {index > 0 && ', '}
      <WarriorName who={who} company={company} />
      {'injury' in who && ` (${INJURY_RESULT_LABELS[who.injury]})`}
    </Fragment>
  ));
}

function EntryLine({ entry, company }: { entry: TimelineEntry; company: Company }) {
  const { before, after } = timelineWords(entry);
  const battle = entry.battle;
  return (
    <li className={classes.line}>
      <Text size="sm" c="dimmed">
        {battleDate(entry.at)}
      </Text>
      <Text className={classes.wrap}>
        {before}
        {entry.warrior && <WarriorName who={entry.warrior} company={company} />}
        {after}
        {battle?.undone && (
          <Badge ml="xs" variant="light" color="gray">
            {T.undone}
          </Badge>
        )}
        {battle?.corrected && (
          <Badge ml="xs" variant="light" color="gray">
            {T.corrected}
          </Badge>
        )}
      </Text>
      {battle &&
        (
          [
            ['killed', battle.killed],
            ['hurt', battle.hurt],
            ['levelledUp', battle.levelledUp],
          ] as const
        ).map(
          ([part, list]) =>
            list.length > 0 && (
              <Text key={part} size="sm" className={classes.wrap}>
                {T[part]}: {names(list, company)}
              </Text>
            ),
        )}
    </li>
  );
}

/**
 * The company's story from its event log, newest first, a page at a time: battles with whom
 * they cost, recruits, deaths and returns, promotions, retirement.
 */
export function TimelineSection({ company, switcher }: { company: Company; switcher: ReactNode }) {
  const query = useTimeline(company.id);
  const entries = query.data?.pages.flatMap((page) => page.entries);
  return (
    <StorySection titleId={TITLE_ID} texts={T} switcher={switcher} read={query}>
      {entries && (
        <>
          {entries.length === 0 ? (
            <Text c="dimmed">{T.empty}</Text>
          ) : (
            <ol className={classes.timeline} aria-labelledby={TITLE_ID}>
              {entries.map((entry) => (
                <EntryLine key={entry.id} entry={entry} company={company} />
              ))}
            </ol>
          )}
          {query.hasNextPage && (
            <Button
              variant="light"
              mih={44}
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {T.older}
            </Button>
          )}
        </>
      )}
    </StorySection>
  );
}
