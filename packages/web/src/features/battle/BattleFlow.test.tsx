import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { company, warrior } from '../../components/warrior-card/fixtures';
import { battleUnderway, play, riders } from './battle-fixtures';
import { battleStorageKey, readBattle, readDiscarded, writeBattle } from './battle-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const KEY = battleStorageKey(PLAYER.id, 'riders');
const row = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}(,|$)`) });
const tap = (name: string, label: string) =>
  userEvent.click(screen.getByRole('button', { name: `${label} of ${name}: one less` }));
const banner = () => screen.getByRole('status', { name: 'Casualties' });

function openBattle(path = '/company/riders/battle') {
  mockApi({ 'GET /companies': { body: [riders()] } });
  return renderApp(path, { user: PLAYER });
}

describe('battle mode', () => {
  it('goes from the company page through Old Battle Wounds and Against the Odds to the battle', async () => {
    const view = openBattle('/company/riders');
    await userEvent.click(await screen.findByRole('link', { name: 'Start Battle' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/riders/battle'));

    // Old Battle Wounds: the injured sit out; the hero with an old wound must be recorded.
    expect(await screen.findByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Took no part' })).toHaveTextContent(
      'Limping (Injured)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Record Ready or Injured for every hero first.',
    );
    const eomer = screen.getByRole('listitem', { name: 'Eomer' });
    await userEvent.type(within(eomer).getByLabelText('Lowest roll at the table'), '9{Enter}');
    expect(within(eomer).getByText('Type a roll from 1 to 6')).toBeVisible();
    await userEvent.clear(within(eomer).getByLabelText('Lowest roll at the table'));
    await userEvent.type(within(eomer).getByLabelText('Lowest roll at the table'), '4');
    await userEvent.click(within(eomer).getByRole('button', { name: 'Use roll' }));
    expect(within(eomer).getByRole('status')).toHaveTextContent('Rolled 4: Ready');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Against the Odds, with the working shown; the step's heading has the focus that Next had.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Against the Odds' })).toHaveFocus(),
    );
    const rating = await screen.findByLabelText("Opponent's rating");
    expect(rating).toHaveValue('0');
    await userEvent.clear(rating);
    await userEvent.type(rating, '345');
    const working = screen.getByRole('group', { name: 'Against the Odds working' });
    expect(working).toHaveTextContent('Ratings: opponent 345, your company 300. Difference 45.');
    expect(working).toHaveTextContent('45 ÷ 15 = 3');
    expect(working).toHaveTextContent(
      '3 bonus re-rolls and 3 bonus influence for your company, the weaker side.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Begin Battle' }));
    expect(await screen.findByRole('list', { name: 'Warriors in battle' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Casualties' })).toHaveFocus());
    expect(readBattle(PLAYER.id, 'riders')).toMatchObject({ stage: 'battle', rerollsLeft: 3 });
  });

  it('tracks the battle tap by tap: counters, flee, the banner, Undo and End Battle', async () => {
    writeBattle(battleUnderway(345));
    openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    // The battle: a row per warrior taking part; the Creature is there but never counted.
    const rows = within(screen.getByRole('list', { name: 'Warriors in battle' }));
    expect(rows.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Eomer',
      'Hama',
      'Spear',
      'Archer',
      'Warg',
    ]);
    expect(within(row('Eomer')).getByRole('group', { name: 'Might of Eomer' })).toBeVisible();
    expect(within(row('Spear')).queryByRole('group', { name: 'Might of Spear' })).toBeNull();
    expect(banner()).toHaveTextContent('3 more to Broken · 4 more to Quartered');
    expect(banner()).toHaveTextContent('0 of 4 down');
    expect(screen.getByRole('group', { name: 'Bonus re-rolls of the company' })).toHaveTextContent(
      '3 / 3',
    );

    // Wounds count down to 'Wounded'; flee turns a card to 'Fled'; the banner follows.
    await tap('Spear', 'Wounds');
    expect(within(row('Spear')).getByRole('group', { name: 'Wounds of Spear' })).toHaveTextContent(
      '1 / 2',
    );
    await tap('Spear', 'Wounds');
    expect(row('Spear')).toHaveAccessibleName('Spear, Wounded');
    await userEvent.click(screen.getByRole('button', { name: 'Flee: Archer' }));
    expect(screen.getByRole('button', { name: 'Flee: Archer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await tap('Hama', 'Wounds');
    expect(banner()).toHaveTextContent('Broken · 1 more to Quartered');

    // Undo takes back the last tap.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(banner()).toHaveTextContent('1 more to Broken');
    // Kept on the device just after it is drawn.
    await waitFor(() =>
      expect(
        readBattle(PLAYER.id, 'riders')?.roster.find((w) => w.id === 'Hama')?.counters,
      ).toMatchObject({ remainingWounds: 1, wounded: false }),
    );

    // End Battle asks, then keeps the battle for the War's Aftermath.
    await userEvent.click(screen.getByRole('button', { name: 'End Battle' }));
    const confirm = await screen.findByRole('dialog', { name: 'End Battle' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const result = await screen.findByRole('heading', { name: 'Result' });
    // End Battle is gone with the battle: the focus moves to the War's Aftermath's first step.
    await waitFor(() => expect(result).toHaveFocus());
    expect(readBattle(PLAYER.id, 'riders')?.stage).toBe('ended');
  });

  it('draws a tap before keeping it, and keeps it at once when the page is hidden', async () => {
    writeBattle(battleUnderway());
    openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const spearWounds = () =>
      readBattle(PLAYER.id, 'riders')?.roster.find((w) => w.id === 'Spear')?.counters
        .remainingWounds;
    const revision = readBattle(PLAYER.id, 'riders')!.revision;

    // Two quick taps: on screen at once, on the device together once they are painted.
    fireEvent.click(screen.getByRole('button', { name: 'Wounds of Spear: one less' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wounds of Spear: one less' }));
    expect(row('Spear')).toHaveAccessibleName('Spear, Wounded');
    expect(spearWounds()).toBe(2);
    await waitFor(() => expect(spearWounds()).toBe(0));
    expect(readBattle(PLAYER.id, 'riders')?.revision).toBe(revision + 1);

    // A tap still waiting is kept before the page goes: a reload loses nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Wounds of Spear: one more' }));
    expect(spearWounds()).toBe(0);
    fireEvent(window, new Event('pagehide'));
    expect(spearWounds()).toBe(1);
  });

  it('continues a saved battle where it was left', async () => {
    writeBattle(battleUnderway());
    openBattle();
    expect(await screen.findByRole('heading', { name: 'A saved battle' })).toBeVisible();
    expect(screen.getByText(/in the middle of the battle/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('list', { name: 'Warriors in battle' })).toBeVisible();
  });

  it("says a saved battle that has ended has its War's Aftermath next", async () => {
    writeBattle(play(battleUnderway(), { type: 'endBattle' }));
    openBattle();
    expect(await screen.findByRole('heading', { name: 'A saved battle' })).toBeVisible();
    expect(screen.getByText(/and has ended, with its War's Aftermath next\./)).toBeVisible();
  });

  it('discards a saved battle only when asked twice, and starts again', async () => {
    writeBattle(battleUnderway());
    openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    let question = await screen.findByRole('dialog', { name: 'Discard battle' });
    expect(question).toHaveTextContent(
      "This battle's counters and undo steps will be put aside: you can restore it until a new battle begins. Are you sure you wish to continue?",
    );
    // Cancel leaves everything as it was.
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'A saved battle' })).toBeVisible();
    expect(readBattle(PLAYER.id, 'riders')?.battleId).toBe('battle-1');

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    question = await screen.findByRole('dialog', { name: 'Discard battle' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    expect(readBattle(PLAYER.id, 'riders')).toMatchObject({ stage: 'preBattle', revision: 1 });
    expect(readBattle(PLAYER.id, 'riders')?.battleId).not.toBe('battle-1');
  });

  it('restores a discarded battle, counters and undo steps, until a new battle begins', async () => {
    const underway = play(battleUnderway(), {
      type: 'step',
      warriorId: 'Spear',
      counter: 'wounds',
      by: -1,
    });
    writeBattle(underway);
    openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const question = await screen.findByRole('dialog', { name: 'Discard battle' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    expect(screen.getByText(/in the middle of the battle\. It can be restored/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Restore the discarded battle' }));
    expect(await screen.findByRole('list', { name: 'Warriors in battle' })).toBeVisible();
    expect(within(row('Spear')).getByRole('group', { name: 'Wounds of Spear' })).toHaveTextContent(
      '1 / 2',
    );
    expect(screen.queryByRole('button', { name: 'Restore the discarded battle' })).toBeNull();
    const restored = readBattle(PLAYER.id, 'riders');
    expect(restored).toMatchObject({ battleId: 'battle-1', stage: 'battle' });
    expect(restored?.undo).toHaveLength(1);
    // Undo still takes back the tap made before the discard.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(row('Spear')).getByRole('group', { name: 'Wounds of Spear' })).toHaveTextContent(
      '2 / 2',
    );
    expect(readDiscarded(PLAYER.id, 'riders')).toBeNull();
  });

  it('keeps the discarded battle that had begun when a battle not yet begun is discarded', async () => {
    const discardSaved = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
      const question = await screen.findByRole('dialog', { name: 'Discard battle' });
      await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('heading', { name: 'Old Battle Wounds' });
    };
    writeBattle(battleUnderway());
    openBattle();
    await discardSaved();
    // Back later: the new battle, still at Old Battle Wounds, is the saved one; discard it too.
    cleanup();
    openBattle();
    expect(await screen.findByText(/is at Old Battle Wounds/)).toBeVisible();
    await discardSaved();
    expect(screen.getByText(/in the middle of the battle\. It can be restored/)).toBeVisible();
    expect(readDiscarded(PLAYER.id, 'riders')?.battleId).toBe('battle-1');
  });

  it('forgets a discarded battle once the next one begins', async () => {
    writeBattle(battleUnderway());
    openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const question = await screen.findByRole('dialog', { name: 'Discard battle' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Old Battle Wounds' });
    expect(readDiscarded(PLAYER.id, 'riders')?.battleId).toBe('battle-1');

    const eomer = screen.getByRole('listitem', { name: 'Eomer' });
    await userEvent.type(within(eomer).getByLabelText('Lowest roll at the table'), '4');
    await userEvent.click(within(eomer).getByRole('button', { name: 'Use roll' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Still restorable at Against the Odds: the new battle has not begun.
    expect(await screen.findByRole('heading', { name: 'Against the Odds' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore the discarded battle' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Begin Battle' }));
    expect(await screen.findByRole('list', { name: 'Warriors in battle' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore the discarded battle' })).toBeNull();
    expect(readDiscarded(PLAYER.id, 'riders')).toBeNull();
  });

  it('quits only after its question, forgets the battle and returns to the company', async () => {
    const view = openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Quit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Quit battle' });
    expect(confirm).toHaveTextContent(
      'All progress from this battle will be lost. Are you sure you wish to continue?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/riders'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('says plainly when no hero has an Old Battle Wound to roll for', async () => {
    const fresh = company('fresh', { name: 'Fresh' }, [
      warrior('Theoden', { rank: 'Leader' }),
      warrior('Limping', { rank: 'Hero', status: 'injured', oldWound: 2 }),
      warrior('Spear', { rank: 'Warrior' }),
    ]);
    mockApi({ 'GET /companies': { body: [fresh] } });
    renderApp('/company/fresh/battle', { user: PLAYER });
    expect(await screen.findByRole('heading', { name: 'Old Battle Wounds' })).toBeVisible();
    expect(
      screen.getByText('Nothing to roll: no hero taking part has an Old Battle Wound.'),
    ).toBeVisible();
    // The one button says where it leads, and it goes there at once.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next: Against the Odds' }));
    expect(await screen.findByRole('heading', { name: 'Against the Odds' })).toBeVisible();
  });

  it('starts no battle for a company with no one to count for break points', async () => {
    const beasts = company('beasts', { name: 'Beasts' }, [
      warrior('Warg', { rank: 'Creature' }),
      warrior('Limping', { rank: 'Warrior', status: 'injured' }),
    ]);
    mockApi({ 'GET /companies': { body: [beasts] } });
    const view = renderApp('/company/beasts/battle', { user: PLAYER });
    expect(
      await screen.findByText(
        'No warrior can fight a battle yet: Creatures do not count, and injured or lost warriors sit the next battle out.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Old Battle Wounds' })).toBeNull();
    expect(readBattle(PLAYER.id, 'beasts')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the company' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/beasts'));
  });

  it('fights no battle for a retired company, and keeps one already on the device for later', async () => {
    writeBattle(battleUnderway());
    mockApi({ 'GET /companies': { body: [{ ...riders(), retired: true }] } });
    const view = renderApp('/company/riders/battle', { user: PLAYER });
    expect(
      await screen.findByText(
        'This company is retired, so it fights no battles. Re-enlist it from its Edit dialog to fight again.',
      ),
    ).toBeVisible();
    for (const heading of ['A saved battle', 'Old Battle Wounds']) {
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Tools' })).toBeNull();
    expect(readBattle(PLAYER.id, 'riders')?.battleId).toBe('battle-1');
    // Nothing to lose by leaving: no question.
    await userEvent.click(screen.getByRole('link', { name: 'Back to the company' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/company/riders'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving battle mode by the menu, and keeps the battle either way', async () => {
    writeBattle(battleUnderway());
    const view = openBattle();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const about = () =>
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'About',
      });

    await userEvent.click(about());
    let question = await screen.findByRole('dialog', { name: 'Leave battle' });
    expect(question).toHaveTextContent(
      'Progress has been saved. Are you sure you want to continue?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave battle' })).toBeNull());
    expect(view.router.state.location.pathname).toBe('/company/riders/battle');
    expect(screen.getByRole('list', { name: 'Warriors in battle' })).toBeVisible();

    await userEvent.click(about());
    question = await screen.findByRole('dialog', { name: 'Leave battle' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/about'));
    expect(readBattle(PLAYER.id, 'riders')?.battleId).toBe('battle-1');
  });

  it('logs out from a battle without asking to leave it, and keeps the battle', async () => {
    writeBattle(battleUnderway());
    mockApi({ 'GET /companies': { body: [riders()] }, 'POST /users/logout': { status: 204 } });
    const view = renderApp('/company/riders/battle', { user: PLAYER });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const asked: string[] = [];
    // Any question at all, however briefly it shows.
    const watch = new MutationObserver(() => {
      if (screen.queryByRole('dialog', { name: 'Leave battle' })) asked.push('Leave battle');
    });
    watch.observe(document.body, { childList: true, subtree: true });

    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }),
    );
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    watch.disconnect();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readBattle(PLAYER.id, 'riders')?.battleId).toBe('battle-1');
  });

  it('asks before the page closes during a battle', async () => {
    openBattle();
    await screen.findByRole('heading', { name: 'Old Battle Wounds' });
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
