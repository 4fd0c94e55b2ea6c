import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TURN_MAX, type Reminder, type TurnPhase } from '@warband/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { TurnTracker } from './TurnTracker';

afterEach(cleanup);

const TERROR: Reminder = {
  key: 'rule:terror',
  kind: 'rule',
  name: 'Terror',
  description: '',
  warriors: [{ id: 'a', name: 'Aldor' }],
};

function show(turn: TurnPhase, reminders: Reminder[] = []) {
  const onNext = vi.fn();
  const onBack = vi.fn();
  renderComponent(
    <TurnTracker turn={turn} reminders={reminders} onNext={onNext} onBack={onBack} />,
  );
  return { onNext, onBack };
}

describe('the turn tracker', () => {
  it('names where the battle stands and where each button goes', async () => {
    const { onNext, onBack } = show({ turn: 3, phase: 'fight' });
    expect(screen.getByRole('status')).toHaveTextContent('Turn 3Fight');
    const next = screen.getByRole('button', { name: 'On to Turn 3 · End' });
    expect(next).toHaveTextContent('Next: End');
    await userEvent.click(next);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Turn 3 · Shoot' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('goes no further than the last turn', () => {
    show({ turn: TURN_MAX, phase: 'end' });
    expect(screen.getByRole('button', { name: /^On to/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Back to/ })).toBeEnabled();
  });

  it("opens a reminder's full text, saying when it has none, and gives the focus back", async () => {
    show({ turn: 1, phase: 'fight' }, [TERROR]);
    const open = screen.getByRole('button', { name: 'Terror: read in full' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Terror' });
    expect(dialog).toHaveTextContent('No description.');
    expect(within(dialog).getByText('Aldor')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(open).toHaveFocus());
  });
});
