import { Accordion } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { BattleEntryControl, BattleEntryPanel } from './BattleEntry';
import { battleRecord } from './history-fixtures';

function renderEntry(battle: ReturnType<typeof battleRecord>, last = false) {
  renderComponent(
    <Accordion defaultValue={['b']} multiple>
      <Accordion.Item value="b">
        <BattleEntryControl battle={battle} />
        <Accordion.Panel>
          <BattleEntryPanel battle={battle} companyId="riders" last={last} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>,
  );
}

describe("a battle's entry in the history", () => {
  it('names the opponent, the scenario and the note beside the rating', () => {
    renderEntry(
      battleRecord('2026-11-20', {
        opponentRating: 180,
        opponent: {
          name: 'Anna',
          company: 'Raiders of Dunland',
          scenario: 'Hold the Ford',
          note: 'Won on the last turn.',
        },
      }),
    );
    expect(screen.getByText('vs Anna (Raiders of Dunland)')).toBeVisible();
    expect(screen.getByText('vs rating 180')).toBeVisible();
    expect(screen.getByText('Hold the Ford')).toBeVisible();
    expect(screen.getByText('Won on the last turn.')).toBeVisible();
  });

  it('says only the rating for a battle recorded before the opponent was asked for', () => {
    renderEntry(battleRecord('2026-11-20', { opponentRating: 90 }));
    expect(screen.getByText('vs rating 90')).toBeVisible();
    expect(screen.queryByText(/^vs (?!rating)/)).toBeNull();
    expect(screen.queryByText('Scenario')).toBeNull();
  });

  it("offers the last battle's undo only when it can be done, and says why not", () => {
    renderEntry(battleRecord('2026-11-20', { undoable: false, correctable: false }), true);
    expect(
      screen.getByText(
        'This battle came with the company’s file, which does not hold the company as it was before the battle, so it cannot be undone.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Undo this battle' })).toBeNull();
  });
});
