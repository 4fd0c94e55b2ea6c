import { CreateWarriorInput, Warrior, WarriorInput } from '@warband/schemas';
import type { Company } from '@warband/schemas';
import { useRef, useState } from 'react';
import { useCreateWarrior, useDeleteWarrior, useUpdateWarrior } from '../../api/companies';
import { useAlerts } from '../alerts/AlertsProvider';
import { saveOverStale } from '../stale/save-over-stale';
import {
  newWarriorValues,
  toCreateWarriorInput,
  toWarriorInput,
  warriorValues,
} from './editor-values';
import { randomId } from './ids';
import { createdMessage, EDITOR_TEXTS, updatedMessage } from './texts';
import { useEditorController } from './useEditorController';
import { warriorChanges } from './warrior-changes';

interface WarriorEditorOptions {
  company: Company;
  /** The warrior being edited, or null when recruiting one. */
  warrior: Warrior | null;
  editable: boolean;
  onClose: () => void;
}

/**
 * A company's warrior in the editor: create it in the company or save it, delete it after
 * the warning, and say so. The company's lists are read again from the server afterwards
 * (the mutations invalidate them), so the cards show what the server stored. A save names the
 * revision the editor was opened on; if the warrior changed since (a battle, another tab),
 * the player sees what changed and chooses.
 */
export function useWarriorEditor({ company, warrior, editable, onClose }: WarriorEditorOptions) {
  const alerts = useAlerts();
  const create = useCreateWarrior();
  const update = useUpdateWarrior();
  const remove = useDeleteWarrior();
  // The image's storage key: the warrior's id, or one made now for a warrior not yet saved.
  const [imageKey] = useState(() => warrior?.id ?? randomId());
  const base = useRef(warrior);
  const controller = useEditorController({
    mode: 'warrior',
    creating: warrior === null,
    editable,
    initialValues: warrior ? warriorValues(warrior) : newWarriorValues(company),
    // Recruiting names the company; a save of a stored warrior does not move it.
    schema: warrior ? WarriorInput : CreateWarriorInput,
    toInput: warrior
      ? (values) => ({ ...toWarriorInput(values), revision: base.current!.revision })
      : (values) => toCreateWarriorInput(values, company.id),
    submit: (input: WarriorInput | CreateWarriorInput) =>
      'companyId' in input
        ? create.mutateAsync(input)
        : saveOverStale({
            noun: 'warrior',
            base: base as { current: Warrior },
            schema: Warrior,
            save: (revision) =>
              update.mutateAsync({ id: warrior!.id, input: { ...input, revision } }),
            changes: warriorChanges,
            showStored: (stored) => {
              controller.form.setValues(warriorValues(stored));
              controller.form.resetDirty();
            },
          }),
    onSuccess: (saved: Warrior) => {
      alerts.success(warrior ? updatedMessage(saved.name) : createdMessage(saved.name));
      onClose();
    },
    deletion: warrior && {
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
  return { ...controller, imageKey };
}
