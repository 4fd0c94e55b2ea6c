import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { battleStorageKey } from '../../components/battle-start/battle-key';
import { renderComponent } from '../test-utils';
import type { WaitingUpdate } from './register';
import { UpdatePrompt } from './UpdatePrompt';

const update = { worker: {} as ServiceWorker, version: '1.1.0+abc1234' } satisfies WaitingUpdate;

function renderPrompt(pathname = '/companies') {
  const onLater = vi.fn();
  const onReload = vi.fn();
  renderComponent(
    <UpdatePrompt
      update={update}
      pathname={pathname}
      playerId="p1"
      onLater={onLater}
      onReload={onReload}
    />,
  );
  return { onLater, onReload };
}

afterEach(() => localStorage.clear());

describe('UpdatePrompt', () => {
  it('names the new version and the one running, and reloads into it on Reload', async () => {
    const { onReload, onLater } = renderPrompt();
    const prompt = screen.getByRole('status', { name: 'New version' });
    expect(prompt).toHaveTextContent('A new version of Warband Ledger is ready');
    expect(prompt).toHaveTextContent('Version 1.1.0+abc1234 (you have dev).');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(onLater).not.toHaveBeenCalled();
  });

  it('keeps the running version on Later', async () => {
    const { onReload, onLater } = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('is not shown in battle mode, nor while a battle or its aftermath is kept', () => {
    renderPrompt('/company/c1/battle');
    expect(screen.queryByRole('status', { name: 'New version' })).not.toBeInTheDocument();
    localStorage.setItem(battleStorageKey('p1', 'c1'), JSON.stringify({ stage: 'ended' }));
    renderPrompt('/companies');
    expect(screen.queryByRole('status', { name: 'New version' })).not.toBeInTheDocument();
  });

  it('does not apply the update when a battle began since it was shown', async () => {
    const { onReload, onLater } = renderPrompt();
    localStorage.setItem(battleStorageKey('p1', 'c1'), JSON.stringify({ stage: 'battle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).not.toHaveBeenCalled();
    expect(onLater).toHaveBeenCalledOnce();
  });
});
