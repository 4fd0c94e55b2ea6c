import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ImageFile } from '../support/images';

type EditorTitle =
  'Create a Warrior' | 'Edit Warrior' | 'View Warrior' | 'Create a Profile' | 'Edit Profile';

/** The warrior editor dialog: its tabs, its pickers and its number fields. */
export class WarriorEditorPage {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title: EditorTitle,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async expectOpen() {
    await expect(this.dialog).toBeVisible();
  }

  tabs(): Locator {
    return this.dialog.getByRole('tablist', { name: 'Editor sections' }).getByRole('tab');
  }

  async openTab(name: string) {
    await this.dialog
      .getByRole('tablist', { name: 'Editor sections' })
      .getByRole('tab', { name, exact: true })
      .click();
  }

  async expectTab(name: string) {
    await expect(
      this.dialog
        .getByRole('tablist', { name: 'Editor sections' })
        .getByRole('tab', { name, exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
  }

  async choose(label: string, option: string) {
    await this.dialog.getByRole('textbox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(label: string, value: string) {
    await this.dialog.getByLabel(label, { exact: true }).fill(value);
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /**
   * Load Profile on Details: the warrior takes the profile's stats, points, wargear and rules.
   * Each option reads the profile's name, then the wargear it brings.
   */
  async loadProfile(label: string) {
    await this.dialog.getByRole('textbox', { name: 'Load Profile', exact: true }).click();
    await this.page.getByRole('option', { name: profileOption(label) }).click();
  }

  /** Chooses a photo, turns it a quarter and zooms a step in the cropper, and uploads it. */
  async uploadImage(file: ImageFile) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button('Choose image').click();
    await (await chooser).setFiles(file);
    await expect(this.dialog.getByLabel('Crop frame')).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Rotate right' }).click();
    const zoom = this.dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await zoom.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.25');
    await this.button('Upload').click();
    const preview = this.dialog.getByRole('img', { name: 'Uploaded image' });
    await expect
      .poll(() => preview.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(800);
  }

  /** Adds a copy of a library entry on a list tab ('Add from My Armoury'). */
  async addFromLibrary(library: string, option: RegExp | string) {
    await this.dialog.getByRole('textbox', { name: `Add from ${library}` }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  /** Writes a new rule on the Rules tab, of the type given (a profile's may have none). */
  async addRule(name: string, type?: string) {
    await this.button('New rule').click();
    const draft = this.dialog.getByRole('group', { name: 'New rule' });
    await draft.getByRole('textbox', { name: 'Name' }).fill(name);
    if (type) await this.choose('Type', type);
    await draft.getByRole('button', { name: 'Add' }).click();
    await expect(this.dialog.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  livePoints(): Locator {
    return this.dialog.getByTestId('live-points');
  }

  /** Whether anything in the dialog reaches past its right edge (a phone's 360 px). */
  async overflow(): Promise<number> {
    return this.dialog.evaluate((node) => {
      const body = node.querySelector('.mantine-Modal-body') ?? node;
      return body.scrollWidth - body.clientWidth;
    });
  }
}

/** A Load Profile option by the profile's label, whatever wargear follows it. */
export function profileOption(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
