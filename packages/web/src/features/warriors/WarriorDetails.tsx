import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { EXPERIENCE_MAX, isChosenPath, needsCustomPath, showsChosenPath } from '@warband/rules';
import { WARRIOR_LIMITS } from '@warband/schemas';
import { errorText } from '../../components/forms/form-errors';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import {
  WarriorImageField,
  type WarriorImageFieldProps,
} from '../../components/warrior-image/WarriorImageField';
import { BaseClassInput, BasePointsInput } from './BaseFields';
import { useEditorFormContext } from './editor-form';
import { PATH_OPTIONS } from './options';
import { ProfileLoader } from './ProfileLoader';
import { RankSelect } from './RankSelect';
import { withHelp } from '../../components/help/FieldHelp';

export interface OwnerOption {
  value: string;
  label: string;
}

interface WarriorDetailsProps {
  companyRace: string;
  /**
   * Who may own a Creature: the company's living Leaders and Sergeants
   * (docs/adr/0024-creature-owners.md).
   */
  owners: OwnerOption[];
  /** The image field's wiring; its value is the form's `image`. */
  image: Pick<WarriorImageFieldProps, 'companyId' | 'imageKey' | 'onPendingChange' | 'error'>;
  onProfileLoaded: () => void;
}

/** A company warrior's Details: who they are, their rank, path, points and experience. */
export function WarriorDetails({
  companyRace,
  owners,
  image,
  onProfileLoaded,
}: WarriorDetailsProps) {
  const form = useEditorFormContext();
  const { rank, chosenPath } = form.values;
  const { value: _path, onChange: _setPath, ...pathInput } = form.getInputProps('chosenPath');
  return (
    <Stack gap="sm">
      <ProfileLoader companyRace={companyRace} onLoaded={onProfileLoaded} />
      <TextInput label="Name" data-autofocus maxLength={100} {...form.getInputProps('name')} />
      <WarriorImageField
        {...image}
        // A refused upload or a pending one first; else what the server said of the address.
        error={image.error ?? errorText(form.errors.image)}
        value={form.values.image}
        onChange={(url) => form.setFieldValue('image', url)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <BaseClassInput />
        <RankSelect />
      </SimpleGrid>
      {rank === 'Creature' && (
        <Select
          label="Owner"
          placeholder={owners.length > 0 ? 'Choose a Leader or Sergeant' : 'No Leader or Sergeant'}
          data={owners}
          clearable
          {...form.getInputProps('owner')}
        />
      )}
      {showsChosenPath(rank) && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Chosen Path"
            placeholder="None yet"
            data={PATH_OPTIONS}
            clearable
            {...withHelp('chosenPath')}
            {...pathInput}
            value={chosenPath || null}
            onChange={(path) => form.setFieldValue('chosenPath', isChosenPath(path) ? path : '')}
          />
          {needsCustomPath(chosenPath) && (
            <TextInput label="Custom Path" maxLength={100} {...form.getInputProps('customPath')} />
          )}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <BasePointsInput />
        <WholeNumberInput
          label="Experience"
          min={0}
          max={EXPERIENCE_MAX}
          {...form.getInputProps('experience')}
        />
        <WholeNumberInput
          label="Influence Cost"
          {...withHelp('influenceCost')}
          min={WARRIOR_LIMITS.influence.min}
          max={WARRIOR_LIMITS.influence.max}
          {...form.getInputProps('influence')}
        />
      </SimpleGrid>
    </Stack>
  );
}
