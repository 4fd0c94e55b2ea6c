import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { company, wargearItem, warrior } from '../warrior-card/fixtures';
import { PrintButton } from './PrintButton';

afterEach(() => {
  vi.restoreAllMocks();
});

const horse = wargearItem('Horse', 10, { mount: 1, move: 10, description: 'A fast steed.' });
const riders = company('riders', { name: 'Riders' }, [
  warrior('Eomer', {
    rank: 'Leader',
    experience: 12,
    legWound: 1,
    status: 'injured',
    wargear: [horse],
    specialRules: [
      {
        id: 'r',
        warriorId: 'Eomer',
        myRuleId: null,
        wargearId: null,
        name: 'Terror',
        description: 'Foes must pass a Courage test.',
        phases: [],
        type: 'base',
      },
    ],
  }),
  warrior('Spear', { rank: 'Warrior', experience: 3 }),
  warrior('Fallen', { status: 'dead' }),
]);

describe('Print', () => {
  it('lays the sheet out beside the app, opens the print dialog, and goes after it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderComponent(<PrintButton company={riders} newRuleset={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    const sheet = await screen.findByTestId('print-sheet');
    expect(sheet.parentElement).toHaveClass('wl-print-root');
    expect(sheet.parentElement!.parentElement).toBe(document.body);
    expect(document.body).toHaveClass('wl-printing');

    // A card for each living warrior, in rank order.
    const cards = within(sheet).getAllByTestId('print-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Eomer',
      'Spear',
    ]);
    const circles = within(cards[0]!).getAllByTestId('experience-circle');
    expect(circles).toHaveLength(105);
    expect(circles.filter((circle) => circle.hasAttribute('data-filled'))).toHaveLength(12);
    expect(within(cards[0]!).getAllByTestId('wounds-marker')).toHaveLength(10);
    expect(cards[0]).toHaveTextContent('Injuries:Injured, Leg wound');
    expect(cards[1]).toHaveTextContent('Injuries:None');
    // Move 6 less the leg wound, with the display rules.
    expect(cards[0]!.querySelector('td[data-stat="move"]')).toHaveTextContent('5"');
    // The reference section: each rule and mount once, with its full text.
    expect(sheet).toHaveTextContent('Terror: Foes must pass a Courage test.');
    expect(sheet).toHaveTextContent('Horse (Mv 10"');
    expect(sheet).toHaveTextContent('A fast steed.');

    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('print-sheet')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('wl-printing');
  });
});
