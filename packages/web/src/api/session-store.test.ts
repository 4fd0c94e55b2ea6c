import { AuthUser } from '@warband/schemas';
import { describe, expect, it } from 'vitest';
import { PLAYER } from '../app/test-utils';
import { isStoredUser, sessionStore } from './session-store';

// The stored session is checked by hand (the shared schema is not part of the first page);
// these cases keep that check and AuthUser in step.
const CASES: [string, unknown][] = [
  ['a player as the login answered', PLAYER],
  ['a player with a field more', { ...PLAYER, createdAt: '2026-01-01' }],
  ['no token', { ...PLAYER, token: undefined }],
  ['a number for a name', { ...PLAYER, name: 42 }],
  ['a flag as text', { ...PLAYER, newRuleset: 'true' }],
  ['a missing flag', { ...PLAYER, isAdmin: undefined }],
  ['null', null],
  ['a string', 'user'],
  ['an array', [PLAYER]],
];

describe('isStoredUser', () => {
  it.each(CASES)('agrees with AuthUser on %s', (_name, value) => {
    expect(isStoredUser(value)).toBe(AuthUser.safeParse(value).success);
  });
});

describe('sessionStore.update', () => {
  it('merges fresh account fields into the session and keeps them', () => {
    sessionStore.set(PLAYER);
    sessionStore.update({ ...PLAYER, donated: true });
    expect(sessionStore.get()?.donated).toBe(true);
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ donated: true });
  });

  it('never overwrites a session another tab stored since', () => {
    sessionStore.set(PLAYER);
    const other = { ...PLAYER, id: 'someone-else', token: 'another-token', name: 'Faramir' };
    localStorage.setItem('user', JSON.stringify(other));
    sessionStore.update({ ...PLAYER, donated: true });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(other);
  });

  it('tells nobody of fields the session has already', () => {
    sessionStore.set(PLAYER);
    let told = 0;
    const stop = sessionStore.subscribe(() => (told += 1));
    sessionStore.update({ ...PLAYER });
    expect(told).toBe(0);
    expect(sessionStore.get()).toEqual(PLAYER);
    sessionStore.update({ ...PLAYER, name: 'Boromir of Gondor' });
    expect(told).toBe(1);
    stop();
  });

  it('drops a reading that set out before a save changed the session', () => {
    sessionStore.set(PLAYER);
    const readingSetOut = sessionStore.mark();
    sessionStore.update({ newRuleset: true });
    // The settings as they were when the reading left the server: the save is newer.
    sessionStore.update({ newRuleset: false }, readingSetOut);
    expect(sessionStore.get()?.newRuleset).toBe(true);
    sessionStore.update({ donated: true }, sessionStore.mark());
    expect(sessionStore.get()?.donated).toBe(true);
  });
});

describe('sessionStore.refusedByServer', () => {
  it("takes a 401 during this page's logout for the logout, and watches the next session again", () => {
    sessionStore.set(PLAYER);
    expect(sessionStore.refusedByServer(PLAYER.token)).toBe(true);
    sessionStore.loggingOut();
    // Fresh account fields arriving meanwhile do not end the logout.
    sessionStore.update({ ...PLAYER, donated: true });
    expect(sessionStore.refusedByServer(PLAYER.token)).toBe(false);
    // Still the logout's once the player is forgotten: a read may come back after that.
    sessionStore.set(null);
    expect(sessionStore.refusedByServer(PLAYER.token)).toBe(false);
    sessionStore.set(PLAYER);
    expect(sessionStore.refusedByServer(PLAYER.token)).toBe(true);
  });
});
