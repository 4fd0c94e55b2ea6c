import { useLibraryList } from '../../../api/library';
import { heroicActionFromLibrary, newHeroicAction } from './entry-copies';
import { CASTING_MODIFIER_OPTIONS, heroicActionFacts } from './entry-labels';
import { pickOptions } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { CastingSelect, TextEntryFields } from './TextEntryFields';

/** The warrior's heroic actions: from My Heroic Actions, or written here. */
export function HeroicActionsTab(props: ListTabProps) {
  const library = useLibraryList('heroicAction');
  const actions = library.data ?? [];
  return (
    <ListTab
      {...props}
      list="heroicActions"
      library={{
        choices: (held) => pickOptions(actions, held),
        status: library.status,
      }}
      fromLibrary={(id) => {
        const action = actions.find((entry) => entry.id === id);
        return action ? heroicActionFromLibrary(action, 'base') : null;
      }}
      fromDraft={newHeroicAction}
      facts={heroicActionFacts}
      renderFields={(_action, index) => (
        <TextEntryFields list="heroicActions" index={index}>
          <CastingSelect
            label="Casting Modifier"
            path={`heroicActions.${index}.modifyCastingValue`}
            data={CASTING_MODIFIER_OPTIONS}
          />
        </TextEntryFields>
      )}
    />
  );
}
