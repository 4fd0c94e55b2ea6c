import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company } from '../../components/warrior-card/fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const LINK = `http://ledger.test/company/${PLAYER.id}/riders`;

describe('Share your company', () => {
  it('shows the read-only link, turns it on and off, and copies it only when on', async () => {
    let shared = false;
    const { calls } = mockApi({
      'GET /companies': { body: [company('riders', { name: 'Riders' })] },
      'GET /company/riders/share': () => ({ body: { id: 'riders', shared, shareUrl: LINK } }),
      'PUT /company/riders/share': ({ body }) => {
        shared = (body as { shared: boolean }).shared;
        return { body: { id: 'riders', shared, shareUrl: LINK } };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share your company' }));
    expect(await dialog.findByLabelText('Read-only link')).toHaveValue(LINK);
    expect(dialog.getByText('The link is off: nobody but you can open it.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeDisabled();

    const toggle = dialog.getByRole('switch', {
      name: 'Anyone with the link can view and print this company',
    });
    await userEvent.click(toggle);
    expect(await dialog.findByText(/Friends can open this link without an account/)).toBeVisible();
    expect(toggle).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();

    await userEvent.click(toggle);
    expect(await dialog.findByText('The link is off: nobody but you can open it.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { shared: true },
      { shared: false },
    ]);
  });

  it('makes a new link after asking, and shows it in place of the old one', async () => {
    const NEW_LINK = `http://ledger.test/company/${PLAYER.id}/fresh-share-id`;
    let shareUrl = LINK;
    const { calls } = mockApi({
      'GET /companies': { body: [company('riders', { name: 'Riders' })] },
      'GET /company/riders/share': () => ({ body: { id: 'riders', shared: true, shareUrl } }),
      'POST /company/riders/share/new': () => {
        shareUrl = NEW_LINK;
        return { body: { id: 'riders', shared: true, shareUrl } };
      },
    });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share your company' }));
    expect(await dialog.findByLabelText('Read-only link')).toHaveValue(LINK);

    // Asked first: cancelling keeps the link that was sent.
    await userEvent.click(dialog.getByRole('button', { name: 'New link' }));
    let question = within(await screen.findByRole('dialog', { name: 'Replace the link' }));
    expect(question.getByText(/will stop working for everyone/)).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(dialog.getByRole('button', { name: 'New link' }));
    question = within(await screen.findByRole('dialog', { name: 'Replace the link' }));
    await userEvent.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByDisplayValue(NEW_LINK)).toBeVisible();
    expect(
      await screen.findByText('New link made: the old one no longer works.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/company/riders/share/new',
    ]);
  });

  it('sits beside Edit and Print in the header, in that order', async () => {
    mockApi({ 'GET /companies': { body: [company('riders', { name: 'Riders' })] } });
    renderApp('/company/riders', { user: PLAYER });
    await screen.findByRole('heading', { level: 1, name: 'Riders' });
    const labels = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(
        (text) => ['Edit', 'Print', 'Share'].includes(text ?? '') || text?.startsWith('Sort'),
      );
    expect(labels).toEqual(['Edit', 'Print', 'Share', 'Sort: Rank']);
  });

  it('hands the link to the phone’s share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    mockApi({
      'GET /companies': { body: [company('riders', { name: 'Riders' })] },
      'GET /company/riders/share': { body: { id: 'riders', shared: true, shareUrl: LINK } },
    });
    renderApp('/company/riders', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share your company' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  });
});
