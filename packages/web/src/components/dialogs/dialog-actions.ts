import type { FormEvent } from 'react';

/**
 * What the buttons and the frame of an editor dialog need from its editor hook: the submit,
 * the busy states and the two requests that may ask first (close with unsaved edits, delete).
 * useEntityDialog builds it; a dialog passes the whole object on.
 */
export interface DialogActions {
  submitting: boolean;
  deleting: boolean;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  requestClose: () => void;
  requestDelete: () => void;
}
