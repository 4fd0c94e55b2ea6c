import { GraveyardUpdateInput } from '@warband/schemas';
import type { GraveyardWarrior, Warrior } from '@warband/schemas';
import { useDeleteGraveyardWarrior, useUpdateGraveyardWarrior } from '../../api/graveyard';
import { useAlerts } from '../alerts/AlertsProvider';
import type { EditorValues } from './editor-form';
import { toNumber } from '../forms/form-errors';
import { warriorValues } from './editor-values';
import { EDITOR_TEXTS, updatedMessage } from './texts';
import { useEditorController } from './useEditorController';

/** What the graveyard lets a player change: the Injuries tab (spec section 2). */
export function toGraveyardInput(values: EditorValues): GraveyardUpdateInput {
  return {
    status: values.status,
    legWound: toNumber(values.legWound),
    armWound: toNumber(values.armWound),
    oldWound: toNumber(values.oldWound),
  };
}

interface GraveyardEditorOptions {
  warrior: GraveyardWarrior;
  onClose: () => void;
}

/**
 * A fallen warrior in the editor: its injuries saved through the graveyard, where a status
 * other than Dead brings it back to its company; or deleted for good after the warning.
 */
export function useGraveyardEditor({ warrior, onClose }: GraveyardEditorOptions) {
  const alerts = useAlerts();
  const update = useUpdateGraveyardWarrior();
  const remove = useDeleteGraveyardWarrior();
  return useEditorController({
    mode: 'graveyard',
    creating: false,
    // A retired company's dead can only be looked at: the server refuses their changes.
    editable: !warrior.companyRetired,
    initialValues: warriorValues(warrior),
    schema: GraveyardUpdateInput,
    toInput: toGraveyardInput,
    submit: (input: GraveyardUpdateInput) => update.mutateAsync({ id: warrior.id, input }),
    onSuccess: (saved: Warrior) => {
      alerts.success(updatedMessage(saved.name));
      onClose();
    },
    deletion: {
      title: EDITOR_TEXTS.deleteWarriorTitle,
      message: EDITOR_TEXTS.deleteWarrior,
      remove: async () => {
        await remove.mutateAsync(warrior.id);
        alerts.success(EDITOR_TEXTS.warriorDeleted);
        onClose();
      },
    },
    deleting: remove.isPending,
    onClose,
  });
}
