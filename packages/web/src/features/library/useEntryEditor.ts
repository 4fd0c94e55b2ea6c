import { LIBRARY_SCHEMAS } from '@warband/schemas';
import type { LibraryEntityOf, LibraryKind } from '@warband/schemas';
import {
  useCreateLibraryEntry,
  useDeleteLibraryEntry,
  useUpdateLibraryEntry,
} from '../../api/library';
import { useState } from 'react';
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
  /** The dialog's section holding a field ('details' unless said), opened when it has an error. */
  sectionOf?: (path: string) => string;
}

/**
 * The behaviour shared by every library dialog (useEntityDialog): create or save, confirm
 * deleting, ask before throwing away unsaved edits, and open the sections of refused fields.
 */
export function useEntryEditor<K extends LibraryKind, V extends object>({
  kind,
  entry,
  initialValues,
  toInput,
  texts,
  onClose,
  sectionOf = () => 'details',
}: EditorOptions<K, V>) {
  const alerts = useAlerts();
  // The dialog's sections open now: Details at first, and any whose field the save refused.
  const [sections, setSections] = useState<string[]>(['details']);
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
    onErrors: (paths) => setSections((open) => [...new Set([...open, ...paths.map(sectionOf)])]),
    onClose,
    deleting: remove.isPending,
    deletion: entry && { texts, remove: () => remove.mutateAsync(entry.id) },
  });
  return {
    form: dialog.form,
    actions: dialog.actions,
    sections,
    setSections,
    editing: entry !== null,
    /** 'Create Rule', 'Edit Rule'. */
    title: `${entry ? 'Edit' : 'Create'} ${texts.entity}`,
  };
}
