import { closeUnlessDirty, confirmAction } from './confirm';

interface Deletion {
  /** The confirmation's title and question. */
  title: string;
  message: string;
  /** The delete and what follows it (alert, navigation, closing); its failure shows on the form. */
  remove: () => Promise<void>;
}

interface DialogActionsOptions {
  /** The form hook's guard and runner (useApiForm's isBusy and run). */
  isBusy: () => boolean;
  run: (task: () => Promise<void>) => Promise<void>;
  /** Whether closing would lose edits. */
  isDirty: () => boolean;
  onClose: () => void;
  /** Absent when there is nothing to delete (creating). */
  deletion: Deletion | null;
}

/**
 * The close and delete requests every editor dialog makes alike: nothing while a call is
 * under way; closing asks first when there are unsaved edits; deleting always asks first,
 * then runs as one call of the form, so it blocks the form and cannot overlap a save.
 */
export function useDialogActions({
  isBusy,
  run,
  isDirty,
  onClose,
  deletion,
}: DialogActionsOptions) {
  function requestClose() {
    if (isBusy()) return;
    closeUnlessDirty(isDirty(), onClose);
  }

  function requestDelete() {
    if (!deletion || isBusy()) return;
    confirmAction({
      title: deletion.title,
      message: deletion.message,
      danger: true,
      onConfirm: () => run(deletion.remove),
    });
  }

  return { requestClose, requestDelete };
}
