import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';

interface WholeNumberInputProps extends Omit<NumberInputProps, 'min' | 'max'> {
  min: number;
  max: number;
}

/**
 * The number control of spec section 5: whole numbers only, clamped to min and max when the
 * field is left, negative numbers only where the range allows them.
 */
export function WholeNumberInput({ min, max, ...props }: WholeNumberInputProps) {
  return (
    <NumberInput
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={min < 0}
      clampBehavior="blur"
      inputMode={min < 0 ? 'text' : 'numeric'}
      {...props}
    />
  );
}
