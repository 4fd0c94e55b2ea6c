import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';

export interface WholeNumberInputProps extends Omit<NumberInputProps, 'min' | 'max'> {
  min: number;
  max: number;
}

/**
 * The number control of every form: whole numbers only, clamped to min and max when the
 * field is left. A minus sign is always let through, even where no negative number is
 * allowed: dropping it would turn a typed -5 into 5, where the player meant the least there
 * is, so the field keeps -5 until it is left and then clamps it to the minimum. Phones get
 * the digits-only keyboard where the range has no negative numbers.
 */
export function WholeNumberInput({ min, max, ...props }: WholeNumberInputProps) {
  return (
    <NumberInput
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative
      clampBehavior="blur"
      inputMode={min < 0 ? 'text' : 'numeric'}
      {...props}
    />
  );
}
