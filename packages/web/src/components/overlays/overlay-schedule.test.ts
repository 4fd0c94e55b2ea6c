import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changelogAtLoad,
  parseShownAt,
  SUPPORT_US_DELAY_MS,
  SUPPORT_US_INTERVAL_MS,
  supportUsDue,
} from './overlay-schedule';

describe('supportUsDue', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const due = (
    lastShownAt: number | null,
    extra: { advertsShown?: boolean; hasCompany?: boolean; dialogOpen?: boolean } = {},
  ) =>
    supportUsDue({
      now: Date.now(),
      lastShownAt,
      advertsShown: extra.advertsShown ?? true,
      hasCompany: extra.hasCompany ?? true,
      dialogOpen: extra.dialogOpen ?? false,
    });

  it('opens for a player who has never seen it, then not again for 7 days', () => {
    expect(due(null)).toBe(true);
    const shownAt = Date.now();
    vi.advanceTimersByTime(SUPPORT_US_DELAY_MS);
    expect(due(shownAt)).toBe(false);
    vi.advanceTimersByTime(SUPPORT_US_INTERVAL_MS - SUPPORT_US_DELAY_MS - 1);
    expect(due(shownAt)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(due(shownAt)).toBe(true);
  });

  it('never opens for a donor, a visitor or in battle, nor over another dialog', () => {
    expect(due(null, { advertsShown: false })).toBe(false);
    expect(due(null, { dialogOpen: true })).toBe(false);
  });

  it('leaves a brand-new player to their first steps until their first company exists', () => {
    expect(due(null, { hasCompany: false })).toBe(false);
    expect(due(null, { hasCompany: true })).toBe(true);
  });

  it('reads what local storage kept, and treats anything else as never shown', () => {
    expect(parseShownAt('1700000000000')).toBe(1_700_000_000_000);
    expect(parseShownAt(null)).toBeNull();
    expect(parseShownAt('yesterday')).toBeNull();
  });
});

describe('changelogAtLoad', () => {
  const base = { player: true, version: '2025-06-10', dialogOpen: false, battle: false };

  it('opens once per version for a returning player', () => {
    expect(changelogAtLoad({ ...base, seenVersion: '2025-01-02' })).toBe('open');
    expect(changelogAtLoad({ ...base, seenVersion: '2025-06-10' })).toBeNull();
  });

  it('counts the version as seen by a player new to this browser, without opening', () => {
    expect(changelogAtLoad({ ...base, seenVersion: null })).toBe('mark seen');
  });

  it('greets no visitor, logged out or on a shared company', () => {
    expect(changelogAtLoad({ ...base, player: false, seenVersion: '2025-01-02' })).toBeNull();
    expect(changelogAtLoad({ ...base, player: false, seenVersion: null })).toBeNull();
  });

  it('waits while a dialog is in use or a battle is on', () => {
    const returning = { ...base, seenVersion: '2025-01-02' };
    expect(changelogAtLoad({ ...returning, dialogOpen: true })).toBeNull();
    expect(changelogAtLoad({ ...returning, battle: true })).toBeNull();
  });
});
