import { newWargear, wargearCopyType, wargearFromLibrary } from './entry-copies';
import { wargearFacts } from './entry-labels';
import { wargearPickGroups } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { useLibraryCopies } from './useLibraryCopies';
import { WargearEntryFields } from './WargearEntryFields';

/** The warrior's items and mounts: bought from My Armoury, or made here. */
export function WargearTab(props: ListTabProps) {
  const copies = useLibraryCopies('wargear', wargearPickGroups, (item) =>
    wargearFromLibrary(item, wargearCopyType(props.mode), props.newRuleset),
  );
  return (
    <ListTab
      {...props}
      {...copies}
      list="wargear"
      fromDraft={newWargear}
      facts={wargearFacts}
      renderFields={(item, index) => (
        <WargearEntryFields item={item} index={index} newRuleset={props.newRuleset} />
      )}
    />
  );
}
