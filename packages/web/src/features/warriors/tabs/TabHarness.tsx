import type { ComponentType } from 'react';
import { EditorFormProvider, useEditorForm } from '../editor-form';
import type { EditorMode, EditorValues } from '../editor-form';
import type { ListTabProps } from './list-tab-props';

export type EditorFormApi = ReturnType<typeof useEditorForm>;

interface TabHarnessProps {
  Tab: ComponentType<ListTabProps>;
  values: EditorValues;
  mode?: EditorMode;
  newRuleset?: boolean;
  onDraftChange?: (hasDraft: boolean) => void;
  /** Receives the form on every render, for a test to read the values the tab wrote. */
  onForm?: (form: EditorFormApi) => void;
  /** The dialog's Save: called when the editor's form is submitted. */
  onSave?: () => void;
}

/**
 * A tab inside the editor's form, as the dialog renders it, with a Save button: for the tabs'
 * tests, which check that nothing in a tab submits the warrior by accident.
 */
export function TabHarness({
  Tab,
  values,
  mode = 'warrior',
  newRuleset = false,
  onDraftChange = () => {},
  onForm,
  onSave = () => {},
}: TabHarnessProps) {
  const form = useEditorForm({ initialValues: values });
  onForm?.(form);
  return (
    <EditorFormProvider form={form}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Tab mode={mode} newRuleset={newRuleset} onDraftChange={onDraftChange} />
        <button type="submit">Save</button>
      </form>
    </EditorFormProvider>
  );
}
