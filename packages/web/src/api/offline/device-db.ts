import Dexie, { type Table } from 'dexie';
import type { ApiErrorCode } from '../error-code';
import { upgradeKeptWrite } from './kept-write-upgrade';

/**
 * The player's data kept on the device, in IndexedDB: one database per player, named by
 * their id, so a second player on the same browser opens a database of their own and never
 * reads the first's (docs/adr/0162-device-store-and-outbox.md). Logging out deletes it.
 */
const PREFIX = 'warband-ledger:';

/** The last answer the server gave to a read, as it came (it is checked again when read). */
export interface KeptAnswer {
  path: string;
  data: unknown;
  /** When it was kept, in ms since the epoch. */
  at: number;
}

/** The writes a player can make without a signal, each defined once in writes.ts. */
export type WriteName = 'aftermath' | 'warrior' | 'company' | 'liveAction';

/** What the player is told of a write: its title, and the names of those it touches. */
export interface WriteAbout {
  /** "War's Aftermath of 7 Dec", "the warrior Haldir", "the company Rangers". */
  title: string;
  companyName: string;
  /** Warriors named by the write, by id, as they were called when it was made. */
  names: Record<string, string>;
  /**
   * The revisions of the company and its warriors the write was made on, by id: what differs
   * when it is applied was changed elsewhere meanwhile.
   */
  seen: Record<string, number>;
}

/** Why the server refused a kept write, as it answered; told apart by `code`, never by `message`. */
export interface Refusal {
  code: ApiErrorCode | undefined;
  message: string;
  /** The input's paths the server named, with what it found wrong. */
  fields: Record<string, string>;
  /** With a conflict: the record as stored on the server now. */
  current?: unknown;
  /** When it was refused: writes kept before then were made on top of it and wait behind it. */
  at: string;
}

/**
 * A write kept on the device until the server has it: its definition's name and input
 * (api/offline/writes.ts), and what the player is told of it. `pending` is sent by the next
 * replay; `conflict` (409 STALE) and `refused` wait, unapplied, for the player's choice.
 */
export interface OutboxEntry {
  /** Order of making: replays go in this order within a company. */
  seq?: number;
  operationId: string;
  name: WriteName;
  input: unknown;
  companyId: string;
  about: WriteAbout;
  state: 'pending' | 'conflict' | 'refused';
  refusal?: Refusal;
  createdAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** A battle in progress or set aside, under its storage key, as the JSON text battle mode keeps. */
export interface KeptBattle {
  key: string;
  text: string;
}

export class DeviceDb extends Dexie {
  answers!: Table<KeptAnswer, string>;
  battles!: Table<KeptBattle, string>;
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRow, string>;

  constructor(userId: string) {
    super(PREFIX + userId);
    this.version(1).stores({ answers: '&path', outbox: '++seq, companyId', meta: '&key' });
    this.version(2).stores({ battles: '&key' });
    // Writes kept by an older app (their request and a frozen preview) as name and input.
    this.version(3)
      .stores({})
      .upgrade((tx) => tx.table('outbox').toCollection().modify(upgradeKeptWrite));
  }
}

const open = new Map<string, DeviceDb>();

/** Whether this browser has IndexedDB at all (a test's jsdom, some private windows do not). */
export function hasDeviceStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function deviceDb(userId: string): DeviceDb {
  let db = open.get(userId);
  if (!db) {
    db = new DeviceDb(userId);
    open.set(userId, db);
  }
  return db;
}

/** Deletes everything kept for this player on this device. */
export async function wipeDeviceStore(userId: string): Promise<void> {
  const db = open.get(userId);
  open.delete(userId);
  db?.close();
  if (hasDeviceStore()) await Dexie.delete(PREFIX + userId);
}

/**
 * Deletes every other player's database: one left by a session the server ended (the page
 * reloaded before it could wipe) is gone by the time someone else signs in here.
 */
export async function wipeOtherPlayers(userId: string): Promise<void> {
  if (!hasDeviceStore()) return;
  const names = await Dexie.getDatabaseNames();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PREFIX) && name !== PREFIX + userId)
      .map((name) => wipeDeviceStore(name.slice(PREFIX.length))),
  );
}
