import { useEditorFormContext } from '../editor-form';
import { newRule, ruleFromLibrary } from './entry-copies';
import { ruleFacts } from './entry-labels';
import { pickOptions } from './library-options';
import type { ListTabProps } from './list-tab-props';
import { ListTab } from './ListTab';
import { useLibraryCopies } from './useLibraryCopies';
import { TextEntryFields } from './TextEntryFields';

/** The warrior's special rules: from My Rules, or written here. */
export function RulesTab(props: ListTabProps) {
  const form = useEditorFormContext();
  const { wargear } = form.getValues();
  const copies = useLibraryCopies('rule', pickOptions, (rule) => ruleFromLibrary(rule, 'base'));
  return (
    <ListTab
      {...props}
      {...copies}
      list="specialRules"
      fromDraft={newRule}
      facts={(rule) => ruleFacts(rule, wargear)}
      renderFields={(_rule, index) => <TextEntryFields list="specialRules" index={index} />}
    />
  );
}
