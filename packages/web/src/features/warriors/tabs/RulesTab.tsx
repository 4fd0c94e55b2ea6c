import { useLibraryList } from '../../../api/library';
import { useEditorFormContext } from '../editor-form';
import { newRule, ruleFromLibrary } from './entry-copies';
import { ruleFacts } from './entry-labels';
import { pickOptions } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { TextEntryFields } from './TextEntryFields';

/** The warrior's special rules: from My Rules, or written here. */
export function RulesTab(props: ListTabProps) {
  const form = useEditorFormContext();
  const { wargear } = form.getValues();
  const library = useLibraryList('rule');
  const rules = library.data ?? [];
  return (
    <ListTab
      {...props}
      list="specialRules"
      library={{
        choices: (held) => pickOptions(rules, held),
        status: library.status,
      }}
      fromLibrary={(id) => {
        const rule = rules.find((entry) => entry.id === id);
        return rule ? ruleFromLibrary(rule, 'base') : null;
      }}
      fromDraft={newRule}
      facts={(rule) => ruleFacts(rule, wargear)}
      renderFields={(_rule, index) => <TextEntryFields list="specialRules" index={index} />}
    />
  );
}
