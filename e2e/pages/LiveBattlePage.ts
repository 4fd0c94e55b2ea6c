import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** One phone's live battle screen (/match/:id/live), and the War's Aftermath it leads to. */
export class LiveBattlePage {
  constructor(readonly page: Page) {}

  /** The line that says this phone follows the other one live. */
  live(): Locator {
    return this.page.getByText(/^Live:/);
  }

  async more(name: string, counter: string) {
    await this.page.getByRole('button', { name: `${counter} of ${name}: one more` }).click();
  }

  async state(name: string, state: 'Fighting' | 'Out of action' | 'Fled') {
    await this.page
      .getByRole('group', { name: `State of ${name}` })
      .getByRole('button', { name: state })
      .click();
  }

  async nextPhase() {
    await this.page.getByRole('button', { name: /^Next phase/ }).click();
  }

  /** The other side, one tap away: its warriors' rows, read only. */
  async opponent(name: string): Promise<Locator> {
    await this.page.getByRole('tab', { name }).click();
    return this.page.getByRole('region', { name });
  }

  async yourSide() {
    await this.page.getByRole('tab', { name: 'Your side' }).click();
  }

  /** Ends the player's side, after its question. */
  async endSide() {
    await this.page.getByRole('button', { name: 'End the battle for your side' }).click();
    await this.page.getByRole('button', { name: 'End the battle for your side' }).click();
  }

  aftermath(): Locator {
    return this.page.getByRole('region', { name: "War's Aftermath" });
  }

  /** The battle log, opened: its lines, newest first. */
  async log(): Promise<Locator> {
    const show = this.page.getByRole('button', { name: 'Show the battle log' });
    if (await show.isVisible()) await show.click();
    return this.page.getByRole('list', { name: 'Battle log' });
  }

  /**
   * The side's War's Aftermath from the live screen, in battle mode's wizard opened at the
   * ended battle: the result, an injury roll by the app for
   * each of `wounded`, then on through the steps to Submit, and back to the live battle.
   */
  async applyAftermath(match: string, result: 'Win' | 'Draw' | 'Loss', wounded: string[] = []) {
    await this.aftermath().getByRole('link', { name: "War's Aftermath" }).click();
    // Battle mode names the match the battle was: "Friendly match: …" or "Campaign match: …".
    await expect(this.page.getByTestId('battle-match')).toHaveText(match);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Result' })).toBeFocused();
    await this.page.getByRole('radio', { name: result }).check();
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const name of wounded) {
      const row = this.page.getByRole('listitem', { name });
      await row.getByRole('button', { name: 'Roll 2D6 for me' }).click();
      await expect(row.getByText(/^Rolled \d+/)).toBeVisible();
    }
    const submit = this.page.getByRole('button', { name: 'Submit' });
    while (!(await submit.isVisible())) {
      await this.page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await submit.click();
    await expect(this.page.getByRole('alert')).toContainText("War's Aftermath saved");
    await expect(this.page).toHaveURL(/\/match\/[^/]+\/live$/);
  }
}
