import type { GraveyardWarrior } from '@warband/schemas';
import { editorTitle } from './editor-tabs';
import { EditorShell } from './EditorShell';
import { useGraveyardEditor } from './useGraveyardEditor';

interface GraveyardEditorProps {
  warrior: GraveyardWarrior;
  newRuleset: boolean;
  onClose: () => void;
}

/**
 * The warrior editor on a fallen warrior: read-only but for its Injuries tab; wholly read-only
 * while its company is retired.
 */
export function GraveyardEditor({ warrior, newRuleset, onClose }: GraveyardEditorProps) {
  const controller = useGraveyardEditor({ warrior, onClose });
  return (
    <EditorShell
      title={editorTitle('graveyard', false, controller.editable)}
      controller={controller}
      company={null}
      newRuleset={newRuleset}
      intro={graveyardIntro(warrior)}
    />
  );
}

/** Whose injuries these are, and how to bring the warrior back. */
function graveyardIntro(warrior: GraveyardWarrior): string {
  if (warrior.companyRetired)
    return `${warrior.name} fell with ${warrior.companyName}, which is retired. Re-enlist the company to bring them back.`;
  return `${warrior.name} fell with ${warrior.companyName}. Set a status other than Dead to bring them back to the company.`;
}
