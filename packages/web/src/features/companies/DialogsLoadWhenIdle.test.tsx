import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';

// Which dialogs' code has been asked for: each module records itself when it is loaded.
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('./CompanyDialog', async (original) => {
  loaded.add('company dialog');
  return original();
});
// The editor's own module (behind features/warriors' lazy WarriorEditor), not its entry.
vi.mock('../warriors/WarriorEditor', async (original) => {
  loaded.add('warrior editor');
  return original();
});

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  loaded.clear();
});

describe("the dialogs' code", () => {
  it('loads once the company page is idle, before any dialog is opened', async () => {
    mockApi({
      'GET /companies': {
        body: [company('riders', { name: 'Riders' }, [warrior('Eomer', { rank: 'Leader' })])],
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
    await waitFor(() => expect([...loaded].sort()).toEqual(['company dialog', 'warrior editor']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
