import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Warrior } from '@warband/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PLAYER, renderApp } from '../../app/test-utils';
import { warrior, wargearItem } from './fixtures';
import type { BattleMarks } from './WarriorCard';
import { WarriorCard } from './WarriorCard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const cleanupCard = cleanup;

/** Shows one card on a page of its own, as a player of the given ruleset sees it. */
async function showCard(
  shown: Warrior,
  newRuleset: boolean,
  battle?: BattleMarks,
  ownerName?: string,
) {
  mockApi({});
  renderApp('/card', {
    user: { ...PLAYER, newRuleset },
    playerRoutes: [
      {
        path: '/card',
        element: (
          <WarriorCard
            warrior={shown}
            newRuleset={newRuleset}
            battle={battle}
            ownerName={ownerName}
          />
        ),
      },
    ],
  });
  return screen.findByTestId('warrior-card');
}

/** The characteristic line as 'Movement 6"', 'Shoot 4+'… read through the column heads. */
function line(card: HTMLElement): string[] {
  const table = within(card).getByRole('table', { name: 'Characteristics' });
  const heads = within(table).getAllByRole('columnheader');
  const cells = within(table).getAllByRole('cell');
  return heads.map(
    (head, index) => `${head.getAttribute('aria-label')} ${cells[index]?.textContent}`,
  );
}

const leader = (newRuleset: boolean) =>
  warrior(
    'Boromir',
    {
      rank: 'Leader',
      chosenPath: 'Knight',
      basePoints: 50,
      experience: 7,
      baseStats: { fight: 5, might: 2, will: 1, fate: 1, courage: 4 },
      modifyStats: { courage: 1 },
      wargear: [wargearItem('Shield', 5, { adjustmentStat: 'defence', adjustmentValue: 1 })],
      specialRules: [
        {
          id: 'r1',
          warriorId: 'Boromir',
          name: 'Horn of Gondor',
          description: '',
          phases: [],
          myRuleId: null,
          wargearId: null,
          type: 'base',
        },
      ],
    },
    newRuleset,
  );

describe('a warrior card', () => {
  it('shows the older rules: a quote after Move, + after Shoot only, no Intelligence', async () => {
    const card = await showCard(leader(false), false);
    expect(line(card)).toEqual([
      'Movement 6"',
      'Fight 5',
      'Shoot 4+',
      'Strength 3',
      'Defence 5',
      'Attacks 1',
      'Wounds 1',
      'Courage 5',
      'Might 2',
      'Will 1',
      'Fate 1',
    ]);
  });

  it('shows the 2024 rules: + after Courage and Intelligence, and Intelligence itself', async () => {
    const card = await showCard(leader(true), true);
    expect(line(card)).toEqual([
      'Movement 6"',
      'Fight 5',
      'Shoot 4+',
      'Strength 3',
      'Defence 5',
      'Attacks 1',
      'Wounds 1',
      'Courage 3+',
      'Intelligence 4+',
      'Might 2',
      'Will 1',
      'Fate 1',
    ]);
  });

  it('leaves Might, Will and Fate off a Warrior', async () => {
    const card = await showCard(warrior('Spear', { rank: 'Warrior' }), true);
    expect(line(card).map((column) => column.split(' ')[0])).toEqual([
      'Movement',
      'Fight',
      'Shoot',
      'Strength',
      'Defence',
      'Attacks',
      'Wounds',
      'Courage',
      'Intelligence',
    ]);
  });

  it('shows who the warrior is, points, level, experience and what they carry', async () => {
    const card = await showCard(leader(false), false);
    expect(card).toHaveAttribute('id', 'card-Boromir');
    expect(within(card).getByRole('heading', { name: 'Boromir' })).toBeVisible();
    expect(card).toHaveTextContent('Leader · Minas Tirith · Path: Knight');
    // 50 base + 5 for the Courage modifier + 5 for the shield.
    expect(card).toHaveTextContent('60 pts');
    expect(card).toHaveTextContent('Level 2');
    const bar = within(card).getByRole('progressbar', {
      name: 'Experience towards the next level',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(card).toHaveTextContent('Wargear: Shield');
    expect(card).toHaveTextContent('Special rules: Horn of Gondor');
    expect(card).not.toHaveTextContent('Spells:');
    // A card is focusable, and is not a button.
    expect(card).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('button', { name: /Boromir/ })).not.toBeInTheDocument();
  });

  it('leaves the experience bar off the ranks that never gain experience', async () => {
    const card = await showCard(warrior('Warg', { rank: 'Creature', owner: 'Boromir' }), false);
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(card).not.toHaveTextContent('XP');
    cleanupCard();
    const wanderer = await showCard(warrior('Gandalf', { rank: 'Wanderer' }), false);
    expect(within(wanderer).queryByRole('progressbar')).toBeNull();
  });

  it("names a Creature's owner", async () => {
    const card = await showCard(
      warrior('Warg', { rank: 'Creature', owner: 'Boromir' }),
      false,
      undefined,
      'Boromir',
    );
    expect(card).toHaveTextContent('Owned by Boromir');
  });

  it('shows a spell with the casting value to roll for', async () => {
    const card = await showCard(
      warrior('Saruman', {
        rank: 'Hero',
        spells: [
          {
            id: 's1',
            warriorId: 'Saruman',
            name: 'Sorcerous Blast',
            description: '',
            phases: [],
            mySpellsId: null,
            type: 'base',
            baseCastingValue: 5,
            modifyCastingValue: -1,
          },
        ],
      }),
      false,
    );
    expect(card).toHaveTextContent('Spells: Sorcerous Blast 4+');
  });

  it("shows the warrior's image, loaded lazily at the card image's size", async () => {
    const card = await showCard(warrior('Portrait', { image: '/uploads/p.jpg' }), false);
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/p.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '480');
    // Decoration: the card is named by the warrior, not by the picture.
    expect(image).toHaveAttribute('alt', '');
    expect(card).toHaveAccessibleName('Portrait');
  });

  it('keeps the image area with the initial for a warrior without an image', async () => {
    const card = await showCard(warrior('éowyn'), false);
    const area = within(card).getByTestId('card-image');
    expect(area.querySelector('img')).toBeNull();
    expect(area).toHaveTextContent(/^É$/);
  });

  it('falls back to the initial when the image cannot be loaded', async () => {
    const card = await showCard(warrior('Hama', { image: '/uploads/gone.jpg?v=1' }), false);
    fireEvent.error(card.querySelector('img')!);
    const area = within(card).getByTestId('card-image');
    expect(area.querySelector('img')).toBeNull();
    expect(area).toHaveTextContent(/^H$/);
  });

  it.each([
    [{ status: 'injured' as const }, undefined, 'Injured', true],
    [{ status: 'lost' as const, rank: 'Hero' as const }, undefined, 'Lost in Battle', false],
    [{}, { wounded: true }, 'Wounded', false],
    [{}, { fled: true }, 'Fled', false],
    [{ status: 'injured' as const }, { preBattleInjury: true }, 'Took no part', true],
  ])('turns over for %j %j and says %s', async (fields, battle, text, blood) => {
    const card = await showCard(warrior('Hama', fields), false, battle);
    expect(card).toHaveAttribute('data-flipped', 'true');
    // A reader hears the name and the back, never the hidden front.
    expect(card).toHaveAccessibleName(`Hama ${text}`);
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText(text)).toBeVisible();
    expect(card.querySelector('svg') !== null).toBe(blood);
  });

  it('does not turn over for an active warrior', async () => {
    const card = await showCard(warrior('Hama'), false);
    expect(card).not.toHaveAttribute('data-flipped');
    expect(card).toHaveAccessibleName('Hama');
    expect(within(card).getByRole('table', { name: 'Characteristics' })).toBeInTheDocument();
  });
});
