import { Select } from '@mantine/core';
import { newSpell, spellFromLibrary } from './entry-copies';
import { CASTING_MODIFIER_OPTIONS, CASTING_VALUE_OPTIONS, spellFacts } from './entry-labels';
import { pickOptions } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { useLibraryCopies } from './useLibraryCopies';
import { CastingSelect, TextEntryFields } from './TextEntryFields';

/** The warrior's spells: from My Spells, or written here with their casting value. */
export function SpellsTab(props: ListTabProps) {
  const copies = useLibraryCopies('spell', pickOptions, (spell) => spellFromLibrary(spell, 'base'));
  return (
    <ListTab
      {...props}
      {...copies}
      list="spells"
      fromDraft={newSpell}
      facts={spellFacts}
      renderFields={(_spell, index) => (
        <TextEntryFields list="spells" index={index}>
          <CastingSelect
            label="Casting Value"
            path={`spells.${index}.baseCastingValue`}
            data={CASTING_VALUE_OPTIONS}
          />
          <CastingSelect
            label="Casting Modifier"
            path={`spells.${index}.modifyCastingValue`}
            data={CASTING_MODIFIER_OPTIONS}
          />
        </TextEntryFields>
      )}
      draftFields={(draft) => (
        <Select
          label="Casting Value"
          withAsterisk
          placeholder="Choose 6+ to 2+"
          data={CASTING_VALUE_OPTIONS}
          {...draft.form.getInputProps('baseCastingValue')}
        />
      )}
    />
  );
}
