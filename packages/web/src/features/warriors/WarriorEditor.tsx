import { creatureOwnerOptions, creaturesDyingWith } from '@warband/rules';
import type { Company, Warrior } from '@warband/schemas';
import { useSession } from '../../hooks/useSession';
import { editorTitle } from './editor-tabs';
import { EditorShell } from './EditorShell';
import { useWarriorEditor } from './useWarriorEditor';

interface WarriorEditorProps {
  company: Company;
  /** The warrior to edit, or null to recruit one. */
  warrior: Warrior | null;
  /** False: the warrior is shown, not changed (View Warrior, its Overview only). */
  editable?: boolean;
  /** The ruleset the numbers follow: the player's own unless given (a shared company's). */
  newRuleset?: boolean;
  onClose: () => void;
}

/** Create a Warrior / Edit Warrior / View Warrior, for one company. */
export function WarriorEditor({
  company,
  warrior,
  editable = true,
  newRuleset: givenRuleset,
  onClose,
}: WarriorEditorProps) {
  const sessionRuleset = useSession()?.newRuleset ?? false;
  const newRuleset = givenRuleset ?? sessionRuleset;
  const controller = useWarriorEditor({ company, warrior, editable, onClose });
  const owners = creatureOwnerOptions(Object.values(company.warriors))
    .filter((candidate) => candidate.id !== warrior?.id)
    .map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${candidate.rank})` }));
  // A warrior not yet saved owns no one.
  const creatures = warrior
    ? creaturesDyingWith(warrior.id, Object.values(company.warriors)).map(({ name }) => name)
    : [];
  return (
    <EditorShell
      title={editorTitle('warrior', warrior === null, editable)}
      controller={controller}
      company={{
        id: company.id,
        race: company.race,
        influence: company.influence,
        owners,
        creatures,
        imageKey: controller.imageKey,
      }}
      newRuleset={newRuleset}
      payment={controller.payment}
      // A viewer sees no Details tab: the title and Overview alone would not say who this is.
      intro={
        !editable && warrior ? (
          <>
            <strong>{warrior.name}</strong> · {warrior.rank} · {warrior.race}
          </>
        ) : undefined
      }
    />
  );
}
