import { useApiForm, type ApiFormOptions } from '../forms/useApiForm';
import { closeUnlessDirty, confirmAction } from './confirm';
import type { DialogActions } from './dialog-actions';

export interface Deletion {
  /** The confirmation's title and question. */
  title: string;
  message: string;
  /** The delete and what follows it (alert, navigation, closing); its failure shows on the form. */
  remove: () => Promise<void>;
}

export interface EntityDialogOptions<Values, Input, Result> extends ApiFormOptions<
  Values,
  Input,
  Result
> {
  onClose: () => void;
  /** Absent when there is nothing to delete (creating). */
  deletion: Deletion | null;
  /** Whether the delete is under way (its mutation's isPending). */
  deleting: boolean;
  /** What else closing would lose besides the form's edits (a list tab's draft, an image). */
  alsoDirty?: () => boolean;
}

/**
 * The one way an editor dialog creates, updates and deletes an entity (a library entry, a
 * company, a warrior or a profile): the form hook (useApiForm: the shared schema, one call at a
 * time, the server's errors on the fields) and the dialog's requests, alike everywhere: nothing
 * while a call is under way; closing asks first when there are unsaved edits; deleting always
 * asks first, then runs as one call of the form, so it blocks the form and cannot overlap a
 * save. Returns the form hook's parts and the `actions` a dialog passes to its frame.
 */
export function useEntityDialog<Values extends object, Input, Result>({
  onClose,
  deletion,
  deleting,
  alsoDirty,
  ...formOptions
}: EntityDialogOptions<Values, Input, Result>) {
  const editor = useApiForm(formOptions);

  function requestClose() {
    if (editor.isBusy()) return;
    closeUnlessDirty(editor.form.isDirty() || (alsoDirty?.() ?? false), onClose);
  }

  function requestDelete() {
    if (!deletion || editor.isBusy()) return;
    confirmAction({
      title: deletion.title,
      message: deletion.message,
      danger: true,
      onConfirm: () => editor.run(deletion.remove),
    });
  }

  const actions: DialogActions = {
    handleSubmit: editor.handleSubmit,
    requestClose,
    requestDelete,
    submitting: editor.submitting,
    deleting,
  };
  return { ...editor, actions };
}
