import { Checkbox } from '@mantine/core';

export const payInfluenceLabel = (cost: number) => `Pay ${cost} influence from the company`;
export const payInfluenceHint = (held: number) => `The company has ${held}.`;

interface PayInfluenceCheckboxProps {
  cost: number;
  held: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The server's refusal (the company is short, or the cost changed). */
  error?: string | undefined;
}

/**
 * The player's say on spending influence for a recruit or the wargear a save adds: nothing is
 * ever taken unless this is ticked, and it says how much.
 */
export function PayInfluenceCheckbox({
  cost,
  held,
  checked,
  onChange,
  error,
}: PayInfluenceCheckboxProps) {
  return (
    <Checkbox
      label={payInfluenceLabel(cost)}
      description={payInfluenceHint(held)}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      // The box and its label are one target of at least 44 px on a phone.
      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
    />
  );
}
