import { useState } from 'react';
import { confirmAction } from '../../components/dialogs/confirm';
import type { EditorMode } from './editor-form';
import type { EditorTab } from './editor-tabs';
import { checkLeave, detailsFields, firstTabWithError, isEditorTab, stepTab } from './editor-tabs';

interface EditorTabsOptions {
  mode: EditorMode;
  /** The tabs shown now, in order (they follow the rank). */
  tabs: readonly EditorTab[];
  /** The whole form's messages by field path, from the shared schema. */
  errors: () => Record<string, string>;
  /** Puts a field's message on it, or clears it (undefined). */
  setFieldError: (path: string, message: string | undefined) => void;
}

/**
 * Which tab is open and what it takes to leave it: Details keeps the player until its fields
 * are right and no image waits for its upload; a list tab holding a half-filled new entry asks
 * first. Every way of moving (a click on a tab, the arrow keys, Next and Previous, an error
 * elsewhere) goes through here.
 */
export function useEditorTabs({ mode, tabs, errors, setFieldError }: EditorTabsOptions) {
  const [requested, setRequested] = useState<EditorTab>(tabs[0] ?? 'details');
  // A tab hidden by a change of rank cannot stay open.
  const tab = tabs.includes(requested) ? requested : (tabs[0] ?? 'details');
  const [draft, setDraft] = useState(false);
  const [imagePending, setImagePending] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);

  function go(next: EditorTab) {
    setDraft(false);
    setImageError(null);
    setRequested(next);
  }

  /** Moves to `next` once the open tab lets the player go; false when it does not (yet). */
  function selectTab(next: string | null): boolean {
    if (!isEditorTab(next) || !tabs.includes(next) || next === tab) return false;
    const check = checkLeave(tab, { mode, errors: errors(), imagePending, draft });
    if (check.kind === 'stay') {
      for (const field of detailsFields(mode)) setFieldError(field, check.errors[field]);
      setImageError(check.errors.image ?? null);
      return false;
    }
    if (check.kind === 'ask') {
      confirmAction({
        title: 'Unsaved changes',
        message: check.message,
        onConfirm: () => go(next),
      });
      return false;
    }
    go(next);
    return true;
  }

  const previous = stepTab(tabs, tab, -1);
  const next = stepTab(tabs, tab, 1);

  /** Brings the player to the first tab holding one of `paths`, whatever it holds. */
  function revealErrors(paths: readonly string[]) {
    const target = firstTabWithError(paths, tabs);
    if (target) go(target);
  }

  /** Whether a save may go ahead: not while an image waits for its upload. */
  function readyToSave(): boolean {
    if (!imagePending) return true;
    const details = checkLeave('details', { mode, errors: {}, imagePending, draft: false });
    go('details');
    setImageError(details.kind === 'stay' ? (details.errors.image ?? null) : null);
    return false;
  }

  /** The image field reports whether a chosen image still waits for its upload. */
  function reportImagePending(pending: boolean) {
    setImagePending(pending);
    // The message asks for an upload or a Clear: once neither is owed, it no longer holds.
    if (!pending) setImageError(null);
  }

  return {
    tab,
    tabs,
    selectTab,
    previous,
    next,
    goPrevious: () => previous !== null && selectTab(previous),
    goNext: () => next !== null && selectTab(next),
    revealErrors,
    readyToSave,
    /** A list tab says whether it holds a half-filled new entry. */
    draft,
    setDraft,
    /** The image field says whether a chosen image still waits for its upload. */
    imagePending,
    setImagePending: reportImagePending,
    /** The image field's message when the player tried to leave with it pending. */
    imageError,
  };
}

export type EditorTabsState = ReturnType<typeof useEditorTabs>;
