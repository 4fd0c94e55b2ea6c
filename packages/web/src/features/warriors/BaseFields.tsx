import { TextInput } from '@mantine/core';
import { WARRIOR_LIMITS } from '@warband/schemas';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import { withHelp } from '../../components/help/FieldHelp';
import { useEditorFormContext } from './editor-form';

// What a warrior and a profile share of their Details: the profile's class and its points.

/** The class the profile names ('Rider'), with its help. */
export function BaseClassInput() {
  const form = useEditorFormContext();
  return (
    <TextInput
      label="Base Class"
      maxLength={100}
      {...withHelp('baseClass')}
      {...form.getInputProps('baseClass')}
    />
  );
}

/** The profile's points before its wargear, with their help. */
export function BasePointsInput() {
  const form = useEditorFormContext();
  return (
    <WholeNumberInput
      label="Base Points"
      {...withHelp('basePoints')}
      min={WARRIOR_LIMITS.points.min}
      max={WARRIOR_LIMITS.points.max}
      {...form.getInputProps('basePoints')}
    />
  );
}
