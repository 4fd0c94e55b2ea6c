import { GraveyardUpdateInput, Warrior } from '@warband/schemas';
import type { GraveyardWarrior } from '@warband/schemas';
import { useRef } from 'react';
import { useDeleteGraveyardWarrior, useUpdateGraveyardWarrior } from '../../api/graveyard';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { saveOverStale } from '../../components/stale/save-over-stale';
import type { EditorValues } from './editor-form';
import { toNumber } from '../../components/forms/form-errors';
import { warriorValues } from './editor-values';
import { updatedMessage, WARRIOR_DELETION } from './texts';
import { useEditorController } from './useEditorController';
import { warriorChanges } from './warrior-changes';

/**
 * What the graveyard lets a player change: the Injuries tab
 * (docs/product/companies.md#the-graveyards-and-the-shared-views-cards-open-the-editor-0085).
 */
export function toGraveyardInput(values: EditorValues, revision: number): GraveyardUpdateInput {
  return {
    revision,
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
 * other than Dead brings it back to its company; or deleted for good after the warning. A
 * save names the revision it was opened on, as the warrior editor's does.
 */
export function useGraveyardEditor({ warrior, onClose }: GraveyardEditorOptions) {
  const alerts = useAlerts();
  const update = useUpdateGraveyardWarrior();
  const remove = useDeleteGraveyardWarrior();
  const base = useRef<Warrior>(warrior);
  const controller = useEditorController({
    mode: 'graveyard',
    creating: false,
    // A retired company's dead can only be looked at: the server refuses their changes.
    editable: !warrior.companyRetired,
    initialValues: warriorValues(warrior),
    schema: GraveyardUpdateInput,
    toInput: (values) => toGraveyardInput(values, base.current.revision),
    submit: (input: GraveyardUpdateInput) =>
      saveOverStale({
        noun: 'warrior',
        base,
        schema: Warrior,
        save: (revision) => update.mutateAsync({ id: warrior.id, input: { ...input, revision } }),
        changes: warriorChanges,
        showStored: (stored) => {
          controller.form.setValues(warriorValues(stored));
          controller.form.resetDirty();
        },
      }),
    onSuccess: (saved: Warrior) => {
      alerts.success(updatedMessage(saved.name));
      onClose();
    },
    deletion: { texts: WARRIOR_DELETION, remove: () => remove.mutateAsync(warrior.id) },
    deleting: remove.isPending,
    onClose,
  });
  return controller;
}
