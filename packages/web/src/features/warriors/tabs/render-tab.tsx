import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ComponentType } from 'react';
import { PLAYER, renderComponent } from '../../../app/test-utils';
import { EditorFormProvider, useEditorForm } from '../editor-form';
import type { EditorMode, EditorValues } from '../editor-form';
import type { ListTabProps } from './list-tab-props';

type EditorFormApi = ReturnType<typeof useEditorForm>;

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
function TabHarness({
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

interface RenderTabOptions {
  values: EditorValues;
  mode?: EditorMode;
  newRuleset?: boolean;
}

/**
 * A tab in the editor's form, inside the app's providers and modals, for a signed-in player
 * (the library API as mockApi() stubbed it). Returns what the tab told the dialog about drafts
 * and a way to read the form's values.
 */
export function renderTab(Tab: ComponentType<ListTabProps>, options: RenderTabOptions) {
  const draftChanges: boolean[] = [];
  const saves: number[] = [];
  let form: EditorFormApi | null = null;
  const newRuleset = options.newRuleset ?? false;
  const view = renderComponent(
    <TabHarness
      Tab={Tab}
      values={options.values}
      mode={options.mode}
      newRuleset={newRuleset}
      onDraftChange={(hasDraft) => draftChanges.push(hasDraft)}
      onForm={(current) => {
        form = current;
      }}
      onSave={() => saves.push(Date.now())}
    />,
    { user: { ...PLAYER, newRuleset } },
  );
  const values = (): EditorValues => form!.getValues();
  return { ...view, draftChanges, saves, values, form: () => form! };
}

/** Opens the library pick list labelled `label` once the library has arrived. */
async function openPicker(label: string) {
  const picker = await screen.findByRole('textbox', { name: label });
  await waitFor(() => expect(picker).toBeEnabled());
  await userEvent.click(picker);
}

/** Chooses `option` in the library pick list labelled `label`. */
export async function pickFromLibrary(label: string, option: string | RegExp) {
  await openPicker(label);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The options of the pick list labelled `label`, each with whether it is disabled. */
export async function libraryChoices(label: string) {
  await openPicker(label);
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => ({
      name: option.textContent,
      disabled:
        option.getAttribute('aria-disabled') === 'true' ||
        option.hasAttribute('data-combobox-disabled'),
    }));
}

/** The entries the tab lists, by the title in their accordion control. */
export function listedEntries() {
  return screen.queryAllByTestId('entry-title').map((title) => title.textContent);
}
