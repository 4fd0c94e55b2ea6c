import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { EditorListName, EditorMode } from '../editor-form';
import { EMPTY_DRAFT, hasDraft, parseDraft } from './entry-draft';
import type { DraftFields, EntryDraft } from './entry-draft';

interface EntryDraftOptions<L extends EditorListName> {
  list: L;
  mode: EditorMode;
  onDraftChange: (hasDraft: boolean) => void;
  /** Called with the checked fields when the player adds the new entry. */
  onAdd: (fields: DraftFields<L>) => void;
}

/**
 * The small form that makes a new entry: open, filled in, checked and added, or discarded.
 * It is a form of its own, apart from the editor's, so a half-filled new entry never reaches
 * the warrior; the dialog hears whether one is in progress through onDraftChange.
 */
export function useEntryDraft<L extends EditorListName>({
  list,
  mode,
  onDraftChange,
  onAdd,
}: EntryDraftOptions<L>) {
  const [opened, setOpened] = useState(false);
  const form = useForm<EntryDraft>({ initialValues: EMPTY_DRAFT });
  useDraftReport(opened && hasDraft(form.values), onDraftChange);

  function close() {
    form.setValues(EMPTY_DRAFT);
    form.clearErrors();
    setOpened(false);
  }

  function submit() {
    const result = parseDraft(list, form.values, mode);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    onAdd(result.fields);
    close();
  }

  return { form, opened, open: () => setOpened(true), cancel: close, submit };
}

export type EntryDraftForm = ReturnType<typeof useEntryDraft>;

/**
 * Tells the dialog when a draft starts and ends, once per change (not on every keystroke),
 * and that it ends when the tab goes away.
 */
function useDraftReport(active: boolean, onDraftChange: (hasDraft: boolean) => void) {
  const reported = useRef(false);
  const callback = useRef(onDraftChange);
  useEffect(() => {
    callback.current = onDraftChange;
  });
  useEffect(() => {
    if (reported.current === active) return;
    reported.current = active;
    callback.current(active);
  }, [active]);
  useEffect(
    () => () => {
      if (reported.current) callback.current(false);
    },
    [],
  );
}
