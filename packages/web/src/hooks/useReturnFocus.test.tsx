import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHookInApp } from '../app/test-utils';
import { useReturnFocus } from './useReturnFocus';

/** A page with its heading and the card that opens a dialog, focused as a keyboard leaves it. */
function pageWithCard() {
  document.body.innerHTML = '<main><h1>Graveyard</h1><button>Grimbold</button></main>';
  const card = screen.getByRole('button', { name: 'Grimbold' });
  card.focus();
  return card;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useReturnFocus', () => {
  it('gives the focus back to what opened the dialog', async () => {
    const card = pageWithCard();
    const { result } = renderHookInApp(() => useReturnFocus());
    result.current.remember();
    document.body.focus();
    result.current.restore();
    await waitFor(() => expect(card).toHaveFocus());
  });

  it("moves the focus to the page's heading when what opened the dialog has gone", async () => {
    const card = pageWithCard();
    const { result } = renderHookInApp(() => useReturnFocus());
    result.current.remember();
    card.remove();
    result.current.restore();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Graveyard' })).toHaveFocus(),
    );
  });
});
