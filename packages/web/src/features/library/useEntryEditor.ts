import { LIBRARY_REGISTRY } from '@warband/schemas';
import type { LibraryEntityOf, LibraryInputOf, LibraryKind } from '@warband/schemas';
import type { z } from 'zod';
import {
  useCreateLibraryEntry,
  useDeleteLibraryEntry,
  useUpdateLibraryEntry,
} from '../../api/library';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import type { DialogActions } from '../../components/dialogs/dialog-actions';
import { useDialogActions } from '../../components/dialogs/useDialogActions';
import { useApiForm } from '../../components/forms/useApiForm';
import { createdMessage, updatedMessage } from './texts';
import type { EntryTexts } from './texts';

interface EditorOptions<K extends LibraryKind, V> {
  kind: K;
  /** The entry being edited, or null when creating one. */
  entry: LibraryEntityOf<K> | null;
  initialValues: V;
  /** Form values as the API wants them; the library's schema then checks every field. */
  toInput: (values: V) => unknown;
  texts: EntryTexts;
  onClose: () => void;
  /** Told which fields carry errors, so collapsed sections holding them can open. */
  onErrors?: (paths: string[]) => void;
}

/**
 * The behaviour shared by every library dialog, on top of the form hook: create or save,
 * confirm deleting, and ask before throwing away unsaved edits.
 */
export function useEntryEditor<K extends LibraryKind, V extends object>({
  kind,
  entry,
  initialValues,
  toInput,
  texts,
  onClose,
  onErrors,
}: EditorOptions<K, V>) {
  const alerts = useAlerts();
  const create = useCreateLibraryEntry(kind);
  const update = useUpdateLibraryEntry(kind);
  const remove = useDeleteLibraryEntry(kind);
  const editor = useApiForm({
    initialValues,
    // The registry's input schema for K parses to LibraryInputOf<K>; TypeScript cannot follow.
    schema: LIBRARY_REGISTRY[kind].input as unknown as z.ZodType<LibraryInputOf<K>>,
    toInput,
    submit: (input) =>
      entry ? update.mutateAsync({ id: entry.id, input }) : create.mutateAsync(input),
    onSuccess: (saved) => {
      alerts.success(entry ? updatedMessage(saved.name) : createdMessage(saved.name));
      onClose();
    },
    onErrors,
  });

  const { requestClose, requestDelete } = useDialogActions({
    isBusy: editor.isBusy,
    run: editor.run,
    isDirty: () => editor.form.isDirty(),
    onClose,
    deletion: entry && {
      title: texts.deleteTitle,
      message: texts.deleteConfirm,
      remove: async () => {
        await remove.mutateAsync(entry.id);
        alerts.success(texts.deleted);
        onClose();
      },
    },
  });

  const actions: DialogActions = {
    handleSubmit: editor.handleSubmit,
    requestClose,
    requestDelete,
    submitting: editor.submitting,
    deleting: remove.isPending,
  };
  return { form: editor.form, actions };
}
