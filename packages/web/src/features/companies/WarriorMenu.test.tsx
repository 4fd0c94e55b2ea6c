import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../app/test-utils';
import { warrior } from '../../components/warrior-card/fixtures';
import { WarriorMenu } from './WarriorMenu';

function renderMenu(onDuplicate = vi.fn()) {
  renderComponent(
    <WarriorMenu
      warrior={warrior('w1', { name: 'Hama' })}
      newRuleset={false}
      onDuplicate={onDuplicate}
    />,
  );
  return onDuplicate;
}

describe('WarriorMenu', () => {
  it('is its button alone until pressed, then opens on the first press', async () => {
    const onDuplicate = renderMenu();
    const button = screen.getByRole('button', { name: 'Duplicate or copy Hama' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hama' }));
  });

  it('opens from the keyboard and gives the focus back to its button when closed', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Copy as text' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect
      .poll(() => document.activeElement?.getAttribute('aria-label'))
      .toBe('Duplicate or copy Hama');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
