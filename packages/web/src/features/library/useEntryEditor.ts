import { useRef } from 'react';
import type { FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { LibraryKind } from '@warband/schemas';
import type { z } from 'zod';
import { showApiError } from '../../components/forms/showApiError';
import {
  useCreateLibraryEntry,
  useDeleteLibraryEntry,
  useUpdateLibraryEntry,
} from '../../api/library';
import type { LibraryEntry, LibraryInput } from '../../api/library';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from './confirm';
import { createdMessage, updatedMessage, UNSAVED_CHANGES } from './texts';
import type { EntryTexts } from './texts';

interface EditorOptions<K extends LibraryKind, V> {
  kind: K;
  /** The entry being edited, or null when creating one. */
  entry: LibraryEntry<K> | null;
  form: UseFormReturnType<V>;
  parse: (values: V) => z.ZodSafeParseResult<LibraryInput<K>>;
  texts: EntryTexts;
  onClose: () => void;
  /** Told which fields carry errors, so collapsed sections holding them can open. */
  onErrors?: (paths: string[]) => void;
}

/**
 * The behaviour shared by every library dialog: validate with the shared schema, save one
 * request at a time, map the server's field errors onto the form, confirm deleting, and ask
 * before throwing away unsaved edits.
 */
export function useEntryEditor<K extends LibraryKind, V extends object>({
  kind,
  entry,
  form,
  parse,
  texts,
  onClose,
  onErrors,
}: EditorOptions<K, V>) {
  const alerts = useAlerts();
  const create = useCreateLibraryEntry(kind);
  const update = useUpdateLibraryEntry(kind);
  const remove = useDeleteLibraryEntry(kind);
  // A ref, not only isPending: a double click lands before React re-renders.
  const busyRef = useRef(false);

  const submitting = create.isPending || update.isPending;
  const deleting = remove.isPending;
  const busy = submitting || deleting;

  function showError(error: unknown) {
    const placed = showApiError(error, form, alerts);
    if (placed.length > 0) onErrors?.(placed);
  }

  async function save(values: V) {
    if (busyRef.current) return;
    const parsed = parse(values);
    if (!parsed.success) return;
    busyRef.current = true;
    try {
      if (entry) {
        const saved = await update.mutateAsync({ id: entry.id, input: parsed.data });
        alerts.success(updatedMessage(saved.name));
      } else {
        const saved = await create.mutateAsync(parsed.data);
        alerts.success(createdMessage(saved.name));
      }
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      busyRef.current = false;
    }
  }

  function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    form.onSubmit(
      (values) => void save(values),
      (errors) => onErrors?.(Object.keys(errors)),
    )(event);
  }

  function requestClose() {
    if (busyRef.current) return;
    if (form.isDirty()) {
      confirmAction({ title: 'Unsaved changes', message: UNSAVED_CHANGES, onConfirm: onClose });
    } else {
      onClose();
    }
  }

  function requestDelete() {
    if (!entry || busyRef.current) return;
    const id = entry.id;
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm,
      danger: true,
      onConfirm: async () => {
        if (busyRef.current) return;
        busyRef.current = true;
        try {
          await remove.mutateAsync(id);
          alerts.success(texts.deleted);
          onClose();
        } catch (error) {
          showError(error);
        } finally {
          busyRef.current = false;
        }
      },
    });
  }

  return { handleSubmit, requestClose, requestDelete, submitting, deleting, busy };
}
