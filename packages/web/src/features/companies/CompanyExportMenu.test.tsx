import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the company page’s Export menu', () => {
  it('copies the company as Markdown for a forum, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ 'GET /companies': { body: [company('riders', { name: 'Riders' })] } });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy as Markdown' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]![0]).toMatch(/^## Riders\n/);
    expect(await screen.findByText('Copied to the clipboard.')).toBeVisible();
  });
});
