import { useLibraryList } from '../../../api/library';
import { newWargear, wargearCopyType, wargearFromLibrary } from './entry-copies';
import { wargearFacts } from './entry-labels';
import { wargearPickGroups } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { WargearEntryFields } from './WargearEntryFields';

/** The warrior's items and mounts: bought from My Armoury, or made here. */
export function WargearTab(props: ListTabProps) {
  const library = useLibraryList('wargear');
  const armoury = library.data ?? [];
  return (
    <ListTab
      {...props}
      list="wargear"
      library={{
        choices: (held) => wargearPickGroups(armoury, held),
        status: library.status,
      }}
      fromLibrary={(id) => {
        const item = armoury.find((entry) => entry.id === id);
        return item
          ? wargearFromLibrary(item, wargearCopyType(props.mode), props.newRuleset)
          : null;
      }}
      fromDraft={newWargear}
      facts={wargearFacts}
      renderFields={(item, index) => (
        <WargearEntryFields item={item} index={index} newRuleset={props.newRuleset} />
      )}
    />
  );
}
