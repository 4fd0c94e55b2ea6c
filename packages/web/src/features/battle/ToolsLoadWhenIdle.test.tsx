import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { riders } from './battle-fixtures';

// Whether the Tools dialog's code has been asked for: the module records itself when loaded.
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('./ToolsDialog', async (original) => {
  loaded.add('tools');
  return original();
});

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  loaded.clear();
  localStorage.clear();
});

describe("the Tools dialog's code", () => {
  it('loads once battle mode is idle, before Tools is opened', async () => {
    mockApi({ 'GET /companies': { body: [riders()] } });
    renderApp('/company/riders/battle', { user: PLAYER });
    expect(await screen.findByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    await waitFor(() => expect([...loaded]).toEqual(['tools']));
    expect(screen.queryByRole('dialog', { name: 'Tools' })).toBeNull();
  });
});
