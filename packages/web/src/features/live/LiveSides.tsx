import { Badge, Group, Stack, Text } from '@mantine/core';
import { LIVE_INFLICTED_MAX, LIVE_WARRIOR_STATES } from '@warband/rules';
import type { LiveActionInput, LivePresence, LiveSide } from '@warband/schemas';
import classes from './Live.module.css';
import { PresenceLine } from './PresenceLine';
import { LIVE_SCREEN_TEXTS as T } from './texts';

type CounterKind = 'wound' | 'might' | 'will' | 'fate' | 'inflicted';

type Spent = 'woundsTaken' | 'mightSpent' | 'willSpent' | 'fateSpent' | 'woundsInflicted';
type Total = 'wounds' | 'might' | 'will' | 'fate';

/** Each counter a warrior of the player's side keeps; the wounds it inflicts have no total. */
const COUNTERS: readonly { kind: CounterKind; label: string; value: Spent; max: Total | null }[] = [
  { kind: 'wound', label: T.wounds, value: 'woundsTaken', max: 'wounds' },
  { kind: 'might', label: T.might, value: 'mightSpent', max: 'might' },
  { kind: 'will', label: T.will, value: 'willSpent', max: 'will' },
  { kind: 'fate', label: T.fate, value: 'fateSpent', max: 'fate' },
  { kind: 'inflicted', label: T.inflicted, value: 'woundsInflicted', max: null },
];

/** A side's warriors by name: the stored battle keeps them by id, in no order to rely on. */
function inOrder(side: LiveSide) {
  return Object.entries(side.warriors).sort(([, a], [, b]) => a.name.localeCompare(b.name));
}

const FLAGS: readonly ('broken' | 'quartered')[] = ['broken', 'quartered'];

interface CounterProps {
  label: string;
  warriorName: string;
  value: number;
  /** Its total, or null for a count without one (shown alone). */
  max: number | null;
  disabled: boolean;
  onStep: (by: 1 | -1) => void;
}

/** One counter of a warrior: − and + change it by one, within 0 and its total. */
function Counter({ label, warriorName, value, max, disabled, onStep }: CounterProps) {
  const atMin = disabled || value <= 0;
  const atMax = disabled || value >= (max ?? LIVE_INFLICTED_MAX);
  return (
    <div className={classes.counter} role="group" aria-label={`${label} of ${warriorName}`}>
      <span className={classes.counterLabel}>{label}</span>
      <button
        type="button"
        className={classes.button}
        aria-label={`${label} of ${warriorName}: one less`}
        aria-disabled={atMin}
        onClick={() => !atMin && onStep(-1)}
      >
        −
      </button>
      <output className={classes.counterValue}>{max === null ? value : `${value} / ${max}`}</output>
      <button
        type="button"
        className={classes.button}
        aria-label={`${label} of ${warriorName}: one more`}
        aria-disabled={atMax}
        onClick={() => !atMax && onStep(1)}
      >
        +
      </button>
    </div>
  );
}

interface OwnSideProps {
  side: LiveSide;
  onAction: (action: LiveActionInput) => void;
}

/** The player's own side: each warrior's counters and state, and the company's flags. */
export function OwnSide({ side, onAction }: OwnSideProps) {
  const locked = side.ended;
  return (
    <Stack gap={0}>
      <div className={classes.choices}>
        {FLAGS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={classes.button}
            aria-pressed={side[kind]}
            aria-disabled={locked}
            onClick={() => !locked && onAction({ kind, value: !side[kind] })}
          >
            {kind === 'broken' ? T.broken : T.quartered}
          </button>
        ))}
      </div>
      {inOrder(side).map(([warriorId, warrior]) => (
        <div key={warriorId} className={classes.warrior}>
          <Text fw={700}>{warrior.name}</Text>
          <div className={classes.choices} role="group" aria-label={T.stateOf(warrior.name)}>
            {LIVE_WARRIOR_STATES.map((state) => (
              <button
                key={state}
                type="button"
                className={classes.button}
                aria-pressed={warrior.state === state}
                aria-disabled={locked}
                onClick={() =>
                  !locked &&
                  warrior.state !== state &&
                  onAction({ kind: 'state', warriorId, state })
                }
              >
                {T.states[state]}
              </button>
            ))}
          </div>
          <div className={classes.counters}>
            {COUNTERS.filter(({ max }) => max === null || warrior[max] > 0).map(
              ({ kind, label, value, max }) => (
                <Counter
                  key={kind}
                  label={label}
                  warriorName={warrior.name}
                  value={warrior[value]}
                  max={max === null ? null : warrior[max]}
                  disabled={locked}
                  onStep={(delta) => onAction({ kind, warriorId, delta })}
                />
              ),
            )}
          </div>
        </div>
      ))}
    </Stack>
  );
}

/**
 * A side read only, compactly: each warrior's wounds, spent points and state, under a header
 * that says whether its player's phone follows the battle.
 */
export function OpponentList({ side, presence }: { side: LiveSide; presence?: LivePresence }) {
  return (
    <section aria-label={side.name}>
      <Group gap="xs" mb={presence ? 0 : 'xs'}>
        <Text fw={700}>{side.name}</Text>
        {side.broken && <Badge color="orange">{T.broken}</Badge>}
        {side.quartered && <Badge color="red">{T.quartered}</Badge>}
        {side.ended && <Badge color="gray">{T.sideEnded}</Badge>}
      </Group>
      {presence && <PresenceLine presence={presence} />}
      <ul className={classes.list}>
        {inOrder(side).map(([id, warrior]) => (
          <li key={id} className={classes.opponentRow}>
            <Text fw={600} truncate>
              {warrior.name}
            </Text>
            <Text size="sm">{T.states[warrior.state]}</Text>
            <Text size="sm" c="dimmed">
              {T.woundsLine(warrior.woundsTaken, warrior.wounds)}
            </Text>
            <Text size="sm" c="dimmed">
              {T.spentLine(warrior.mightSpent, warrior.willSpent, warrior.fateSpent)}
            </Text>
            <Text size="sm" c="dimmed">
              {T.inflictedLine(warrior.woundsInflicted)}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
