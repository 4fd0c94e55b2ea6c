import type { EditorMode } from '../editor-form';

/** What the editor dialog tells each of its four list tabs (Wargear, Rules, Heroic Actions, Spells). */
export interface ListTabProps {
  mode: EditorMode;
  /** The player's ruleset: Intelligence is offered only under the 2024 rules. */
  newRuleset: boolean;
  /**
   * True while a new entry's form is open and partly filled, so the dialog can ask before the
   * player leaves the tab; false again once it is added or discarded.
   */
  onDraftChange: (hasDraft: boolean) => void;
}
