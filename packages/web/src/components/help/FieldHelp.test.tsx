import { Modal } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { FieldHelp } from './FieldHelp';
import { FIELD_HELP } from './help-texts';

describe('FieldHelp', () => {
  it('opens its note on a tap, and Escape puts the note away but not the dialog', async () => {
    const onClose = vi.fn();
    render(
      <AppProviders env="test" queryClient={new QueryClient()}>
        <Modal opened onClose={onClose} title="Create Item">
          <FieldHelp topic="pointsLow" />
        </Modal>
      </AppProviders>,
    );
    const button = await screen.findByRole('button', { name: 'What is Points Low?' });
    await userEvent.click(button);
    expect(await screen.findByText(FIELD_HELP.pointsLow.text)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(FIELD_HELP.pointsLow.text)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });
});
