import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { battleStorageKey } from '../../components/battle-start/battle-key';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { SORT_MENU_BLUR_CLOSE_MS } from './WarriorSortMenu';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const riders = company('riders', { name: 'Riders', influence: 12 }, [
  warrior('Spear', { rank: 'Warrior', experience: 3, basePoints: 8 }),
  warrior('Warg', { rank: 'Creature', basePoints: 20 }),
  warrior('Eomer', { rank: 'Leader', experience: 12, basePoints: 60 }),
  warrior('Nomad', { rank: 'Wanderer', basePoints: 30 }),
  warrior('Hama', { rank: 'Sergeant', experience: 6, basePoints: 45 }),
  warrior('Fallen', { rank: 'Hero', status: 'dead' }),
  warrior('Archer', { rank: 'Warrior', basePoints: 9 }),
]);

const cardNames = () =>
  screen
    .getAllByTestId('warrior-card')
    .map((card) => within(card).getByRole('heading').textContent);

describe('a company page', () => {
  it('shows the header and the living warriors in rank order', async () => {
    mockApi({ 'GET /companies': { body: [riders] } });
    renderApp('/company/riders', { user: PLAYER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riders' })).toBeVisible();
    expect(document.title).toBe('Riders | Warband Ledger');
    expect(screen.getByRole('group', { name: 'Company summary' })).toHaveTextContent(
      'Influence 12',
    );
    expect(screen.getByRole('group', { name: 'Company summary' })).toHaveTextContent(
      'Current Rating 172',
    );
    // The first cards come with the page, the rest right after it.
    await waitFor(() =>
      expect(cardNames()).toEqual(['Eomer', 'Hama', 'Spear', 'Archer', 'Nomad', 'Warg']),
    );
    // The grid ends with the card that recruits a warrior.
    const items = within(screen.getByRole('list', { name: 'Warriors' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('New Warrior');
    // No battle is kept for it on this device.
    expect(screen.getByRole('link', { name: 'Start Battle' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Battle in progress')).toBeNull();
  });

  it('says when the company has no warriors', async () => {
    mockApi({ 'GET /companies': { body: [company('empty', { name: 'Empty' })] } });
    renderApp('/company/empty', { user: PLAYER });
    expect(await screen.findByText('No warriors in this company yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Warrior' })).toBeVisible();
  });

  it('cannot start a battle with no one to count for break points, and says why', async () => {
    const beasts = company('beasts', { name: 'Beasts' }, [
      warrior('Warg', { rank: 'Creature' }),
      warrior('Limping', { rank: 'Warrior', status: 'injured' }),
    ]);
    mockApi({ 'GET /companies': { body: [beasts] } });
    renderApp('/company/beasts', { user: PLAYER });
    const start = await screen.findByRole('button', { name: 'Start Battle' });
    expect(start).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Start Battle' })).toBeNull();
    expect(start).toHaveAccessibleDescription(
      'No warrior can fight a battle yet: Creatures do not count, and injured or lost warriors sit the next battle out.',
    );
  });

  it('says beside Start Battle when a battle is already in progress on this device', async () => {
    localStorage.setItem(
      battleStorageKey(PLAYER.id, 'riders'),
      JSON.stringify({ stage: 'battle' }),
    );
    mockApi({ 'GET /companies': { body: [riders] } });
    renderApp('/company/riders', { user: PLAYER });
    const start = await screen.findByRole('link', { name: 'Start Battle' });
    expect(start).toHaveAccessibleDescription('Battle in progress');
    expect(screen.getByText('Battle in progress')).toBeVisible();
  });

  it('keeps a retired company read-only: no New Warrior, cards open for viewing only', async () => {
    const retired = { ...riders, retired: true };
    mockApi({ 'GET /companies': { body: [retired] } });
    renderApp('/company/riders', { user: PLAYER });
    expect(
      await screen.findByText(/This company is retired, so its warriors can be viewed but not/),
    ).toBeVisible();
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'New Warrior' })).not.toBeInTheDocument();
    const eomer = screen.getAllByTestId('warrior-card')[0]!;
    await userEvent.click(eomer);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'View Warrior' }, { timeout: 10_000 }),
    );
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toContain('Overview');
    expect(dialog.queryByRole('tab', { name: 'Details' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Save|Finish|Delete/ })).not.toBeInTheDocument();
  });

  it('sorts by name, points or experience from the menu and keeps the choice', async () => {
    mockApi({ 'GET /companies': { body: [riders] } });
    const view = renderApp('/company/riders', { user: PLAYER });
    await screen.findAllByTestId('warrior-card');

    const choose = async (label: string) => {
      await userEvent.click(screen.getByRole('button', { name: /^Sort:/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: label }));
    };
    await choose('Name');
    expect(cardNames()).toEqual(['Archer', 'Eomer', 'Hama', 'Nomad', 'Spear', 'Warg']);
    await choose('Points');
    expect(cardNames()).toEqual(['Eomer', 'Hama', 'Nomad', 'Warg', 'Archer', 'Spear']);
    await choose('Experience');
    expect(cardNames()).toEqual(['Eomer', 'Hama', 'Spear', 'Archer', 'Nomad', 'Warg']);
    expect(screen.getByRole('button', { name: 'Sort: Experience' })).toBeVisible();
    expect(localStorage.getItem('sort:company')).toBe('experience');

    view.unmount();
    renderApp('/company/riders', { user: PLAYER });
    expect(await screen.findByRole('button', { name: 'Sort: Experience' })).toBeVisible();
  });

  it('closes the sort menu 250 ms after focus leaves it', async () => {
    mockApi({ 'GET /companies': { body: [riders] } });
    renderApp('/company/riders', { user: PLAYER });
    const button = await screen.findByRole('button', { name: 'Sort: Rank' });
    await userEvent.click(button);
    expect(await screen.findByRole('menu')).toBeVisible();

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Edit' }).focus());
    act(() => vi.advanceTimersByTime(SORT_MENU_BLUR_CLOSE_MS - 50));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('scrolls to the card named in the address once the cards are in', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    mockApi({ 'GET /companies': { body: [riders] } });
    renderApp('/company/riders#card-Hama', { user: PLAYER });
    await screen.findAllByTestId('warrior-card');
    await waitFor(() => expect(scrolled).toContain('card-Hama'));
    expect(document.activeElement).toHaveAttribute('id', 'card-Hama');
  });

  it('answers a company that is not the player’s with a page that says so', async () => {
    mockApi({ 'GET /companies': { body: [riders] } });
    renderApp('/company/someone-elses', { user: PLAYER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it("shows values in the company's ruleset, whatever the account's", async () => {
    const hero = warrior('Hero', { rank: 'Hero', baseStats: { courage: 4 } }, true);
    mockApi({
      'GET /companies': { body: [company('c', { name: 'C', newRuleset: true }, [hero])] },
    });
    // The account's setting is for new companies only.
    renderApp('/company/c', { user: { ...PLAYER, newRuleset: false } });
    const card = await screen.findByTestId('warrior-card');
    expect(within(card).getByRole('columnheader', { name: 'Intelligence' })).toBeInTheDocument();
    expect(card.querySelector('[data-stat="courage"]')).toHaveTextContent('4+');
  });
});
