import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { WholeNumberInput } from './WholeNumberInput';

/** The field kept as a form keeps it, with the value it last reported shown beside it. */
function showField(min: number, max: number) {
  function Form() {
    const [value, setValue] = useState<number | string>(3);
    return (
      <>
        <WholeNumberInput label="Might" min={min} max={max} value={value} onChange={setValue} />
        <output>{String(value)}</output>
      </>
    );
  }
  renderComponent(<Form />);
  return screen.getByRole('textbox', { name: 'Might' });
}

describe('the whole number field', () => {
  it('clamps a typed negative number to a minimum of 0 when left, rather than dropping the sign', async () => {
    const field = showField(0, 10);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '-5');
    await user.tab();
    expect(field).toHaveValue('0');
    expect(screen.getByRole('status')).toHaveTextContent(/^0$/);
  });

  it('clamps a number above the maximum to it', async () => {
    const field = showField(0, 10);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '25');
    await user.tab();
    expect(field).toHaveValue('10');
  });

  it('keeps a negative number where the range allows it', async () => {
    const field = showField(-3, 0);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '-2');
    await user.tab();
    expect(field).toHaveValue('-2');
    expect(screen.getByRole('status')).toHaveTextContent(/^-2$/);
  });
});
