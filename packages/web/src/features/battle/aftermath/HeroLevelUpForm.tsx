import { NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import {
  CHOSEN_PATHS,
  emptyPerk,
  type ChosenPath,
  HERO_PERK_LABELS,
  HERO_PERKS,
  type HeroPerk,
  type HeroPerkKind,
  isOneOf,
  needsCustomPath,
  type NewEntryPick,
  type NewSpellPick,
} from '@warband/rules';
import type { HeroLevelUpDraft } from './aftermath-draft';
import type { LevelUpSlot } from './aftermath-plan';
import classes from '../Battle.module.css';
import { CharacteristicPerkFields } from './CharacteristicPerkFields';
import { EXPERIENCE_TEXTS as T } from './experience-texts';
import { slotError } from './level-up-edits';
import { LibraryPerkFields, type EntryPick } from './LibraryPerkFields';

interface HeroLevelUpFormProps {
  slot: LevelUpSlot;
  draft: HeroLevelUpDraft;
  newRuleset: boolean;
  /** Ids of the entries saved on the warrior before this aftermath. */
  savedIds: ReadonlySet<string>;
  errors: Record<string, string>;
  onChange: (draft: HeroLevelUpDraft) => void;
}

/** A hero's level-up: a path if it has none, then exactly one progression perk. */
export function HeroLevelUpForm(props: HeroLevelUpFormProps) {
  const { slot, draft, newRuleset, savedIds, errors, onChange } = props;
  const error = (field: string) => slotError(errors, slot, field);
  const perk = draft.perk;
  const setPerk = (next: HeroPerk) => onChange({ ...draft, perk: next });
  return (
    <Stack gap="sm">
      {!slot.warrior.chosenPath && (
        <NativeSelect
          label={T.chosenPath}
          data={[{ value: '', label: T.pathPlaceholder, disabled: true }, ...CHOSEN_PATHS]}
          value={draft.chosenPath ?? ''}
          error={error('chosenPath')}
          classNames={{ input: classes.target }}
          onChange={(event) =>
            onChange({ ...draft, chosenPath: (event.currentTarget.value || null) as ChosenPath })
          }
        />
      )}
      {!slot.warrior.chosenPath && needsCustomPath(draft.chosenPath) && (
        <TextInput
          label={T.customPath}
          value={draft.customPath}
          error={error('customPath')}
          classNames={{ input: classes.target }}
          onChange={(event) => onChange({ ...draft, customPath: event.currentTarget.value })}
        />
      )}
      <Radio.Group
        label={T.perk}
        value={perk?.kind ?? null}
        error={error('perk')}
        onChange={(kind) => isOneOf(HERO_PERKS, kind) && setPerk(emptyPerk(kind))}
      >
        <Stack gap={0} mt={4}>
          {HERO_PERKS.map((kind) => (
            <Radio
              key={kind}
              value={kind}
              label={HERO_PERK_LABELS[kind]}
              classNames={{ body: classes.checkBody, label: classes.checkLabel }}
            />
          ))}
        </Stack>
      </Radio.Group>
      {perk?.kind === 'characteristic' && (
        <CharacteristicPerkFields
          warrior={slot.warrior}
          stat={perk.stat}
          newRuleset={newRuleset}
          error={error('stat')}
          onStat={(stat) => setPerk({ kind: 'characteristic', stat })}
        />
      )}
      {perk && perk.kind !== 'characteristic' && (
        <LibraryPerkFields
          key={perk.kind}
          kind={perk.kind}
          warrior={slot.warrior}
          savedIds={savedIds}
          pick={entryPick(perk)}
          errors={{
            pick: error(perk.kind),
            name: error('name'),
            castingValue: error('castingValue'),
          }}
          onPick={(pick) => setPerk(perkWith(perk.kind, pick))}
        />
      )}
    </Stack>
  );
}

function entryPick(perk: Exclude<HeroPerk, { kind: 'characteristic' }>): EntryPick | null {
  switch (perk.kind) {
    case 'rule':
      return perk.rule;
    case 'heroicAction':
      return perk.heroicAction;
    case 'spell':
      return perk.spell;
  }
}

/** The perk holding `pick`: a rule is always new; a new spell always carries its casting value. */
function perkWith(kind: Exclude<HeroPerkKind, 'characteristic'>, pick: EntryPick | null): HeroPerk {
  switch (kind) {
    case 'rule':
      return { kind, rule: pick?.mode === 'new' ? withoutCasting(pick) : null };
    case 'heroicAction':
      return { kind, heroicAction: pick?.mode === 'new' ? withoutCasting(pick) : pick };
    case 'spell':
      return {
        kind,
        spell:
          pick?.mode === 'new'
            ? ({ ...pick, baseCastingValue: pick.baseCastingValue ?? null } as NewSpellPick)
            : pick,
      };
  }
}

function withoutCasting(pick: Extract<EntryPick, { mode: 'new' }>): NewEntryPick {
  const { mode, libraryId, name, description, phases } = pick;
  return { mode, libraryId, name, description, phases };
}
