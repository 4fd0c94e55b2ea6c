import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Helpers of the editor's component tests: finding the dialog and driving its pickers. */

export type Within = ReturnType<typeof within>;

export async function findEditor(title: string): Promise<Within> {
  return within(await screen.findByRole('dialog', { name: title }));
}

/** The editor's own tabs, in the order shown (the Overview's sub-tabs left out). */
export function tabNames(dialog: Within): string[] {
  const list = dialog.getByRole('tablist', { name: 'Editor sections' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

export function openTab(dialog: Within): string | null {
  const list = dialog.getByRole('tablist', { name: 'Editor sections' });
  return within(list).getByRole('tab', { selected: true }).textContent;
}

export async function clickTab(dialog: Within, name: string) {
  const list = dialog.getByRole('tablist', { name: 'Editor sections' });
  await userEvent.click(within(list).getByRole('tab', { name }));
}

export async function choose(dialog: Within, label: string, option: string) {
  await userEvent.click(dialog.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export async function typeInto(dialog: Within, label: string, text: string) {
  const field = dialog.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
