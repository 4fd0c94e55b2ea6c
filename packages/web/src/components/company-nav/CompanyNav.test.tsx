import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../warrior-card/fixtures';
import { sideNavCompanies } from './company-nav';

afterEach(() => {
  vi.unstubAllGlobals();
});

const riders = company('riders', { name: 'Riders' }, [
  warrior('Warg', { rank: 'Creature' }),
  warrior('Spear', { rank: 'Warrior' }),
  warrior('Nomad', { rank: 'Wanderer' }),
  warrior('Champion', { rank: 'Hero' }),
  warrior('Eomer', { rank: 'Leader' }),
  warrior('Archer', { rank: 'Warrior' }),
  warrior('Hama', { rank: 'Sergeant' }),
  warrior('Fallen', { rank: 'Hero', status: 'dead' }),
]);
const retired = company('old', { name: 'Old Guard', retired: true });
const second = company('second', { name: 'Second' });

describe('sideNavCompanies', () => {
  it('lists active companies, oldest first, with living warriors in rank order', () => {
    const listed = sideNavCompanies([second, retired, riders].reverse());
    expect(listed.map((entry) => entry.name)).toEqual(['Riders', 'Second']);
    expect(listed[0]?.warriors.map((entry) => entry.name)).toEqual([
      'Eomer',
      'Hama',
      'Champion',
      'Spear',
      'Archer',
      'Nomad',
      'Warg',
    ]);
  });
});

describe('the side navigation', () => {
  async function openDrawerNav() {
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    return within(drawer).getByRole('navigation', { name: 'Companies' });
  }

  it('is in the drawer on a phone, with links to each company and warrior card', async () => {
    mockApi({ 'GET /companies': { body: [riders, retired, second] }, 'GET /rule': { body: [] } });
    renderApp('/rules', { user: PLAYER });
    const nav = await openDrawerNav();
    await within(nav).findByRole('link', { name: 'Riders' });
    expect(within(nav).queryByRole('link', { name: 'Old Guard' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Second' })).toHaveAttribute(
      'href',
      '/company/second',
    );
    const warriors = within(nav).getAllByTestId('side-nav-warrior');
    expect(warriors.map((link) => link.textContent)).toEqual([
      'EomerLeader',
      'HamaSergeant',
      'ChampionHero',
      'SpearWarrior',
      'ArcherWarrior',
      'NomadWanderer',
      'WargCreature',
    ]);
    expect(warriors[1]).toHaveAttribute('href', '/company/riders#card-Hama');
  });

  it('follows a warrior link from another page to the card, and closes the drawer', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    mockApi({ 'GET /companies': { body: [riders] }, 'GET /rule': { body: [] } });
    const { router } = renderApp('/rules', { user: PLAYER });
    const nav = await openDrawerNav();
    await userEvent.click(await within(nav).findByRole('link', { name: /^Spear/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/company/riders'));
    expect(router.state.location.hash).toBe('#card-Spear');
    await waitFor(() => expect(scrolled).toContain('card-Spear'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument(),
    );
  });

  it('is not offered to a visitor', async () => {
    const { calls } = mockApi({});
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).queryByRole('navigation', { name: 'Companies' })).toBeNull();
    expect(calls.filter((call) => call.path === '/companies')).toEqual([]);
  });
});
