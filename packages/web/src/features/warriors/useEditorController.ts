import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { closeUnlessDirty, confirmAction } from '../../components/dialogs/confirm';
import type { DialogActions } from '../../components/dialogs/dialog-actions';
import { useEntityDialog, type Deletion } from '../../components/dialogs/useEntityDialog';
import { issuesToErrors } from '../../components/forms/form-errors';
import type { EditorMode, EditorValues } from './editor-form';
import { UNSAVED_DRAFT, visibleTabs } from './editor-tabs';
import { useEditorTabs } from './useEditorTabs';

interface EditorControllerOptions<Input, Result> {
  mode: EditorMode;
  /** Creating: Next and Previous step through the tabs, and the last one saves. */
  creating: boolean;
  editable: boolean;
  initialValues: EditorValues;
  schema: z.ZodType<Input>;
  toInput: (values: EditorValues) => unknown;
  formPath?: (inputPath: string) => string;
  submit: (input: Input) => Promise<Result>;
  onSuccess: (result: Result) => void;
  /** Null when creating: there is nothing to delete yet. */
  deletion: Deletion | null;
  /** Whether the delete is under way. */
  deleting: boolean;
  onClose: () => void;
  /** Makes a copy of the stored entry (the dialog has closed by then); absent: not offered. */
  duplicate?: () => void;
}

/**
 * The warrior editor's behaviour, whatever it edits: the one form of every tab and the
 * dialog's requests (useEntityDialog: the shared schema, one submit at a time, the server's
 * errors on the fields), the tabs and what it takes to leave one. A save while a list tab holds a
 * half-filled entry asks first, as leaving the tab would; an error sends the player to the
 * tab that shows it.
 */
export function useEditorController<Input, Result>(
  options: EditorControllerOptions<Input, Result>,
) {
  const { mode, creating, editable, schema, toInput, formPath } = options;
  // What closing would lose besides the form's edits: a list tab's draft, an image.
  const alsoDirty = () => tabs.draft || tabs.imagePending;
  const editor = useEntityDialog({
    initialValues: options.initialValues,
    schema,
    toInput,
    formPath,
    submit: options.submit,
    onSuccess: (result) => options.onSuccess(result),
    onErrors: (paths) => tabs.revealErrors(paths),
    onClose: options.onClose,
    deletion: options.deletion,
    deleting: options.deleting,
    alsoDirty,
  });
  const { form } = editor;
  const tabs = useEditorTabs({
    mode,
    tabs: visibleTabs({ mode, rank: form.values.rank, editable }),
    errors: () => {
      const parsed = schema.safeParse(toInput(form.getValues()));
      if (parsed.success) return {};
      const errors = issuesToErrors(parsed.error);
      return formPath
        ? Object.fromEntries(Object.entries(errors).map(([path, text]) => [formPath(path), text]))
        : errors;
    },
    setFieldError: (path, message) =>
      message ? form.setFieldError(path, message) : form.clearFieldError(path),
  });

  // A warrior filled from a profile is complete: the player may save it without visiting
  // every tab (the rest stays as the profile gave it).
  const [profileLoaded, setProfileLoaded] = useState(false);

  function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (!editable || editor.isBusy()) return;
    // Enter in a field while creating moves on, as Next does; only the last tab saves.
    if (creating && tabs.next !== null) {
      tabs.goNext();
      return;
    }
    save();
  }

  function save() {
    if (!editable || editor.isBusy()) return;
    if (!tabs.readyToSave()) return;
    if (tabs.draft) {
      confirmAction({
        title: 'Unsaved changes',
        message: UNSAVED_DRAFT,
        onConfirm: () => {
          tabs.setDraft(false);
          editor.handleSubmit();
        },
      });
      return;
    }
    editor.handleSubmit();
  }

  // Its own submit: Enter steps on while creating, and a half-filled entry asks first.
  const actions: DialogActions = { ...editor.actions, handleSubmit };
  const { duplicate, onClose } = options;
  return {
    form,
    actions,
    tabs,
    mode,
    creating,
    editable,
    /** Saving from any tab, offered while creating once a profile has filled the warrior. */
    finishEarly: creating && profileLoaded && tabs.next !== null ? save : null,
    onProfileLoaded: () => setProfileLoaded(true),
    /**
     * A copy of the stored entry, offered while editing one: the dialog closes (asking first
     * about unsaved edits, which the copy would not have) and the copy is made.
     */
    duplicate:
      duplicate && editable && !creating
        ? () => {
            if (editor.isBusy()) return;
            closeUnlessDirty(editor.form.isDirty() || alsoDirty(), () => {
              onClose();
              duplicate();
            });
          }
        : null,
  };
}

export type EditorController = ReturnType<typeof useEditorController>;
