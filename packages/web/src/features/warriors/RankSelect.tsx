import { Select } from '@mantine/core';
import { isRank } from '@warband/rules';
import { useEditorFormContext } from './editor-form';
import { changeEditorRank } from './editor-values';
import { RANK_OPTIONS } from './options';

/**
 * The rank picker. A new rank applies the rules' rank change (docs/rules.md#rank-changes) to the
 * whole form at once: the owner, and Might, Will and Fate.
 */
export function RankSelect() {
  const form = useEditorFormContext();
  const { value: _value, onChange: _onChange, ...input } = form.getInputProps('rank');
  return (
    <Select
      label="Rank"
      data={RANK_OPTIONS}
      allowDeselect={false}
      {...input}
      value={form.values.rank}
      onChange={(rank) => {
        if (isRank(rank)) form.setValues(changeEditorRank(form.getValues(), rank));
      }}
    />
  );
}
