import { Button, Group } from '@mantine/core';
import { DialogButtons } from '../../components/dialogs/DialogButtons';
import { EDITOR_TEXTS } from './texts';
import type { EditorController } from './useEditorController';

/**
 * The editor's buttons. Creating: Previous and Next step through the tabs shown, and the
 * Overview's Finish saves (or Finish now, once a profile has filled the warrior). Editing:
 * Save on every tab, Finish on the Overview, and Duplicate where the editor offers it (a
 * company's warrior). Viewing: Close.
 */
export function EditorButtons({ controller }: { controller: EditorController }) {
  const { actions, tabs, creating, editable } = controller;
  if (!editable) {
    return (
      <Group justify="flex-end">
        <Button onClick={actions.requestClose}>Close</Button>
      </Group>
    );
  }
  // Keyed apart from Next: a click on Next must not land on a submit button put in its place
  // by the re-render the click causes, or the browser would submit the form.
  const submit = (label: string) => (
    <Button key="submit" type="submit" loading={actions.submitting} disabled={actions.deleting}>
      {label}
    </Button>
  );
  return (
    <DialogButtons actions={actions} editing={!creating}>
      {controller.duplicate && (
        <Button
          variant="default"
          onClick={controller.duplicate}
          disabled={actions.submitting || actions.deleting}
        >
          {EDITOR_TEXTS.duplicate}
        </Button>
      )}
      {creating && tabs.previous !== null && (
        <Button variant="default" onClick={tabs.goPrevious} disabled={actions.submitting}>
          Previous
        </Button>
      )}
      {controller.finishEarly && (
        <Button
          variant="default"
          onClick={controller.finishEarly}
          loading={actions.submitting}
          disabled={actions.deleting}
        >
          Finish now
        </Button>
      )}
      {creating && tabs.next !== null ? (
        <Button key="next" onClick={tabs.goNext}>
          Next
        </Button>
      ) : (
        submit(tabs.tab === 'overview' ? 'Finish' : 'Save')
      )}
    </DialogButtons>
  );
}
