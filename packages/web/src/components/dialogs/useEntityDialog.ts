import { useAlerts } from '../alerts/AlertsProvider';
import { useApiForm, type ApiFormOptions } from '../forms/useApiForm';
import { closeUnlessDirty, confirmAction } from './confirm';
import type { DialogActions } from './dialog-actions';

/** What a dialog asks before deleting, and what it says once the entity is gone. */
export interface DeletionTexts {
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
}

export interface Deletion {
  /** The confirmation's title and question, and the alert once deleted. */
  texts: DeletionTexts;
  /** The delete call; its failure shows on the form. */
  remove: () => Promise<unknown>;
  /** What follows the alert: closing the dialog, unless the page itself is gone (navigate away). */
  then?: () => unknown;
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
  const alerts = useAlerts();

  function requestClose() {
    if (editor.isBusy()) return;
    closeUnlessDirty(editor.form.isDirty() || (alsoDirty?.() ?? false), onClose);
  }

  function requestDelete() {
    if (!deletion || editor.isBusy()) return;
    const { texts, remove, then = onClose } = deletion;
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm,
      danger: true,
      onConfirm: () =>
        editor.run(async () => {
          await remove();
          alerts.success(texts.deleted);
          await then();
        }),
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
