import { CreateWarriorInput, Warrior, WarriorInput } from '@warband/schemas';
import type { Company } from '@warband/schemas';
import { influenceToPay, present } from '@warband/rules';
import { useRef, useState } from 'react';
import { isBoolean, useStoredValue } from '../../hooks/useStoredValue';
import { ApiRequestError } from '../../api/client';
import { useCreateWarrior, useDeleteWarrior, useUpdateWarrior } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { saveOverStale } from '../../components/stale/save-over-stale';
import {
  newWarriorValues,
  numberOf,
  toCreateWarriorInput,
  toWarriorInput,
  warriorValues,
} from './editor-values';
import type { EditorValues } from './editor-form';
import { randomId } from '../../app/ids';
import { createdMessage, savedOnDeviceMessage, updatedMessage, WARRIOR_DELETION } from './texts';
import { useDuplicateWarrior } from './useDuplicateWarrior';
import { useEditorController } from './useEditorController';
import { warriorChanges } from './warrior-changes';

/** Whether the player pays from this company's influence, remembered on the device. */
export const payInfluenceKey = (companyId: string) => `pay-influence:${companyId}`;

/** The editor's values as the rules count them: numbers typed may still be text. */
function numbered(values: EditorValues) {
  return {
    influence: numberOf(values.influence),
    wargear: values.wargear.map((item) => ({ ...item, influence: numberOf(item.influence) })),
  };
}

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
  const duplicateWarrior = useDuplicateWarrior();
  // The image's storage key: the warrior's id, or one made now for a warrior not yet saved.
  const [imageKey] = useState(() => warrior?.id ?? randomId());
  const base = useRef(warrior);
  const [pay, setPay] = useStoredValue(payInfluenceKey(company.id), isBoolean, false);
  const [payError, setPayError] = useState<string | undefined>();
  // The refusal of a payment goes on the checkbox, as well as in the alert the form shows.
  const placingPayError = async <T>(save: Promise<T>): Promise<T> => {
    setPayError(undefined);
    try {
      return await save;
    } catch (error) {
      if (error instanceof ApiRequestError) setPayError(error.fields.payInfluence);
      throw error;
    }
  };
  const costOf = (values: EditorValues) => influenceToPay(numbered(values), warrior === null);
  const payment = (values: EditorValues) => {
    const cost = costOf(values);
    return { payInfluence: pay && cost > 0 ? cost : null };
  };
  const controller = useEditorController({
    mode: 'warrior',
    creating: warrior === null,
    editable,
    initialValues: warrior ? warriorValues(warrior) : newWarriorValues(company),
    // Recruiting names the company; a save of a stored warrior does not move it.
    schema: warrior ? WarriorInput : CreateWarriorInput,
    toInput: warrior
      ? (values) => ({
          ...toWarriorInput(values),
          ...payment(values),
          revision: present(base.current, 'The warrior opened').revision,
        })
      : (values) => ({ ...toCreateWarriorInput(values, company.id), ...payment(values) }),
    submit: (input: WarriorInput | CreateWarriorInput) =>
      placingPayError(
        'companyId' in input
          ? create.mutateAsync(input).then((result) => ({ result, queued: false }))
          : saveOverStale({
              noun: 'warrior',
              base,
              schema: Warrior,
              save: (revision) =>
                update.mutateAsync({
                  id: present(warrior, 'The warrior').id,
                  input: { ...input, revision },
                }),
              changes: warriorChanges,
              showStored: (stored) => {
                controller.form.setValues(warriorValues(stored));
                controller.form.resetDirty();
              },
            }),
      ),
    onSuccess: ({ result: saved, queued }: { result: Warrior; queued: boolean }) => {
      alerts.success(
        queued
          ? savedOnDeviceMessage(saved.name)
          : warrior
            ? updatedMessage(saved.name)
            : createdMessage(saved.name),
      );
      onClose();
    },
    deletion: warrior && { texts: WARRIOR_DELETION, remove: () => remove.mutateAsync(warrior.id) },
    deleting: remove.isPending,
    onClose,
    // The warrior as stored (as last saved, or as taken over after a conflict).
    duplicate: () => void duplicateWarrior(present(base.current, 'The warrior opened')),
  });
  const cost = costOf(controller.form.values);
  return {
    ...controller,
    imageKey,
    payment: {
      cost,
      held: company.influence,
      checked: pay,
      onChange: setPay,
      error: payError,
    },
  };
}
