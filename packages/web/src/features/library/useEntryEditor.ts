import { LIBRARY_SCHEMAS } from '@warband/schemas';
import type { LibraryEntityOf, LibraryKind } from '@warband/schemas';
import {
  useCreateLibraryEntry,
  useDeleteLibraryEntry,
  useUpdateLibraryEntry,
} from '../../api/library';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useEntityDialog } from '../../components/dialogs/useEntityDialog';
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
 * The behaviour shared by every library dialog (useEntityDialog): create or save, confirm
 * deleting, and ask before throwing away unsaved edits.
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
  const dialog = useEntityDialog({
    initialValues,
    schema: LIBRARY_SCHEMAS[kind].input,
    toInput,
    submit: (input) =>
      entry ? update.mutateAsync({ id: entry.id, input }) : create.mutateAsync(input),
    onSuccess: (saved) => {
      alerts.success(entry ? updatedMessage(saved.name) : createdMessage(saved.name));
      onClose();
    },
    onErrors,
    onClose,
    deleting: remove.isPending,
    deletion: entry && { texts, remove: () => remove.mutateAsync(entry.id) },
  });
  return { form: dialog.form, actions: dialog.actions };
}
