import { heroicActionFromLibrary, newHeroicAction } from './entry-copies';
import { CASTING_MODIFIER_OPTIONS, heroicActionFacts } from './entry-labels';
import { pickOptions } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { useLibraryCopies } from './useLibraryCopies';
import { CastingSelect, TextEntryFields } from './TextEntryFields';

/** The warrior's heroic actions: from My Heroic Actions, or written here. */
export function HeroicActionsTab(props: ListTabProps) {
  const copies = useLibraryCopies('heroicAction', pickOptions, (action) =>
    heroicActionFromLibrary(action, 'base'),
  );
  return (
    <ListTab
      {...props}
      {...copies}
      list="heroicActions"
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
