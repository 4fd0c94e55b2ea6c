import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A page whose code the browser could not fetch, as Chromium words it. */
const unfetchable = {
  path: '/unfetchable',
  lazy: () =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: /assets/Page-x1.js'),
    ),
};

describe('a page that cannot be loaded', () => {
  it('offline, says the page is not on the device yet, under the header, with a Retry', async () => {
    mockApi({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp('/unfetchable', { user: PLAYER, playerRoutes: [unfetchable] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not on this device yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    // The header stays, so the player can go to a page the device has.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Warband Ledger' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online, says it could not be downloaded', async () => {
    mockApi({});
    renderApp('/unfetchable', { user: PLAYER, playerRoutes: [unfetchable] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('that fails to draw, says something went wrong rather than showing a stack', async () => {
    mockApi({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('a bug');
    };
    renderApp('/broken', { user: PLAYER, playerRoutes: [{ path: '/broken', Component: Broken }] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('a bug')).not.toBeInTheDocument();
  });
});
