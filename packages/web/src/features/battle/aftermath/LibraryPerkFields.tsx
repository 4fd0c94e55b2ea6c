import { NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  holdsPerkFromLibrary,
  type ImproveEntryPick,
  type LibraryPerkKind,
  type NewSpellPick,
} from '@warband/rules';
import type { Warrior } from '@warband/schemas';
import { useLibraryList } from '../../../api/library';
import { CASTING_VALUE_OPTIONS, pickOptions } from '../../warriors';
import classes from '../Battle.module.css';
import { EXPERIENCE_TEXTS as T, PICK_TEXTS } from './experience-texts';
import { improvableActions, improvableSpells } from './perk-picks';

/** A new entry (a spell's with its casting value) or one the hero has, to improve. */
export type EntryPick =
  | (Omit<NewSpellPick, 'baseCastingValue'> & {
      baseCastingValue?: number | null;
    })
  | ImproveEntryPick;

interface LibraryPerkFieldsProps {
  kind: LibraryPerkKind;
  warrior: Warrior;
  /** Ids of the entries saved on the warrior before this aftermath: those can be improved. */
  savedIds: ReadonlySet<string>;
  pick: EntryPick | null;
  /** The messages of this perk's fields, by the rules' field names. */
  errors: Partial<Record<'pick' | 'name' | 'castingValue', string>>;
  onPick: (pick: EntryPick | null) => void;
}

const WRITE_NEW = 'new';
const fromLibrary = (id: string) => `library:${id}`;
const toImprove = (id: string) => `improve:${id}`;

function pickValue(pick: EntryPick | null): string {
  if (pick === null) return '';
  if (pick.mode === 'improve') return toImprove(pick.id);
  return pick.libraryId === null ? WRITE_NEW : fromLibrary(pick.libraryId);
}

/**
 * A new special rule, heroic action or spell, from the player's library or written here, or
 * (heroic actions and spells) one the hero has, improved. Library entries the hero already
 * holds are listed, disabled.
 */
export function LibraryPerkFields(props: LibraryPerkFieldsProps) {
  const { kind, warrior, savedIds, pick, errors, onPick } = props;
  const texts = PICK_TEXTS[kind];
  const library = useLibraryList(kind);
  const entries = library.data ?? [];
  // Held as the rules refuse a perk: by the library entry it was taken from.
  const held = {
    ids: new Set(
      entries
        .filter((entry) => holdsPerkFromLibrary(warrior, kind, entry.id))
        .map((entry) => entry.id),
    ),
    names: new Set<string>(),
  };
  const improvable =
    kind === 'heroicAction'
      ? improvableActions(warrior, savedIds)
      : kind === 'spell'
        ? improvableSpells(warrior, savedIds)
        : [];
  const data = [
    {
      group: texts.label,
      items: [
        { value: '', label: texts.placeholder, disabled: true },
        { value: WRITE_NEW, label: T.writeNew, disabled: false },
      ],
    },
    ...(entries.length > 0
      ? [
          {
            group: T.fromLibrary,
            items: pickOptions(entries, held).map((option) => ({
              ...option,
              value: fromLibrary(option.value),
            })),
          },
        ]
      : []),
    ...(improvable.length > 0
      ? [
          {
            group: T.improveHeld,
            items: improvable.map((option) => ({ ...option, value: toImprove(option.value) })),
          },
        ]
      : []),
  ];
  const choose = (value: string) => {
    if (value === WRITE_NEW) {
      onPick({
        mode: 'new',
        libraryId: null,
        name: '',
        description: '',
        phases: [],
        ...spellValue(kind, null),
      });
    } else if (value.startsWith('library:')) {
      const entry = entries.find((each) => fromLibrary(each.id) === value);
      if (!entry) return;
      const casting = 'baseCastingValue' in entry ? entry.baseCastingValue : null;
      onPick({
        mode: 'new',
        libraryId: entry.id,
        name: entry.name,
        description: entry.description ?? '',
        // The warrior's copy keeps the phases the library entry names.
        phases: entry.phases,
        ...spellValue(kind, casting),
      });
    } else if (value.startsWith('improve:')) {
      onPick({ mode: 'improve', id: value.slice('improve:'.length) });
    } else onPick(null);
  };
  const loading = library.status === 'pending' ? T.libraryLoading : null;
  const failed = library.status === 'error' ? T.libraryFailed : null;
  return (
    <Stack gap="xs">
      <NativeSelect
        label={texts.label}
        data={data}
        value={pickValue(pick)}
        error={errors.pick}
        description={loading ?? failed ?? undefined}
        classNames={{ input: classes.target }}
        onChange={(event) => choose(event.currentTarget.value)}
      />
      {pick?.mode === 'new' && (
        <>
          <TextInput
            label={T.name}
            value={pick.name}
            readOnly={pick.libraryId !== null}
            error={errors.name}
            classNames={{ input: classes.target }}
            onChange={(event) => onPick({ ...pick, name: event.currentTarget.value })}
          />
          <Textarea
            label={T.description}
            value={pick.description ?? ''}
            readOnly={pick.libraryId !== null}
            autosize
            minRows={2}
            onChange={(event) => onPick({ ...pick, description: event.currentTarget.value })}
          />
          {kind === 'spell' && (
            <NativeSelect
              label={T.castingValue}
              data={[
                { value: '', label: T.castingPlaceholder, disabled: true },
                ...CASTING_VALUE_OPTIONS,
              ]}
              value={pick.baseCastingValue == null ? '' : String(pick.baseCastingValue)}
              error={errors.castingValue}
              classNames={{ input: classes.target }}
              onChange={(event) =>
                onPick({ ...pick, baseCastingValue: Number(event.currentTarget.value) || null })
              }
            />
          )}
        </>
      )}
      {pick?.mode === 'improve' && (
        <Text size="sm" c="dimmed">
          {improvable.find((option) => option.value === pick.id)?.label}
        </Text>
      )}
    </Stack>
  );
}

/** A new spell carries its casting value; rules and heroic actions have none. */
function spellValue(kind: LibraryPerkKind, casting: number | null) {
  return kind === 'spell' ? { baseCastingValue: casting } : {};
}
