import type { Warrior } from '@warband/schemas';
import { describeChanges } from '../../components/stale/describe-changes';
import { WARRIOR_FIELD_LABELS } from '../../components/stale/field-labels';
import { warriorValues } from './editor-values';

/** What changed between two stored versions of a warrior, as the editor would show it. */
export function warriorChanges(before: Warrior, after: Warrior): string[] {
  return describeChanges(warriorValues(before), warriorValues(after), WARRIOR_FIELD_LABELS);
}
