import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { FieldHelp } from './FieldHelp';
import { FIELD_HELP } from './help-texts';

describe('FieldHelp', () => {
  it('opens its note on a tap, and Escape puts the note away but not the dialog', async () => {
    const onClose = vi.fn();
    renderComponent(
      <Modal opened onClose={onClose} title="Create Item">
        <FieldHelp topic="pointsLow" />
      </Modal>,
    );
    const button = await screen.findByRole('button', { name: 'What is Points Low?' });
    await userEvent.click(button);
    expect(await screen.findByText(FIELD_HELP.pointsLow.text)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(FIELD_HELP.pointsLow.text)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });
});
