import { Company } from '@warband/schemas';
import { z } from 'zod';
import { api, READ_TIMEOUT_MS } from '../client';
import type { DomainEvent } from '../refresh';
import { sessionStore } from '../session-store';
import { hasDeviceStore, wipeOtherPlayers, type OutboxEntry } from './device-db';
import { letGo, listOutbox, resend } from './outbox';
import { replayOutbox, type ReplayOutcome } from './replay';

/** A write applied by a sync, and how many records it met changed elsewhere meanwhile. */
export interface AppliedReport {
  title: string;
  merged: number;
}

export interface SyncReport {
  status: ReplayOutcome['status'];
  applied: AppliedReport[];
  refused: OutboxEntry[];
  /** What the applied writes changed, for the refresh map. */
  events: DomainEvent[];
}

/**
 * Sends the signed-in player's waiting writes, unless another tab is already doing it, and
 * says what became of them. Before sending, the companies are read once more, so that each
 * applied write can tell how much it was merged with: the records of its company changed
 * elsewhere since it was made.
 */
export async function syncNow(): Promise<SyncReport> {
  const user = sessionStore.get();
  const none: SyncReport = { status: 'done', applied: [], refused: [], events: [] };
  if (!user || !hasDeviceStore()) return none;
  const waiting = await listOutbox(user.id);
  const sendable = waiting.some((entry) => entry.state === 'pending');
  const before = sendable ? await serverCompanies() : null;
  const outcome = await replayOutbox(user.id);
  const counted = new Set<string>();
  const applied = outcome.applied.map(({ entry }) => {
    // Only a company's first write meets the other device's changes; the rest meet its own.
    const first = !counted.has(entry.companyId);
    counted.add(entry.companyId);
    const company = before?.find((each) => each.id === entry.companyId);
    return {
      title: entry.about.title,
      merged: first && company ? changedSince(entry.about.seen, company) : 0,
    };
  });
  const events = outcome.applied.map(({ sent }) => sent.event);
  return { status: outcome.status, applied, refused: outcome.refused, events };
}

async function serverCompanies(): Promise<Company[] | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  return api.get('/companies', z.array(Company), { timeoutMs: READ_TIMEOUT_MS }).catch(() => null);
}

/** How many of the company's records (itself, its warriors) differ from the revisions seen. */
function changedSince(seen: Record<string, number>, company: Company): number {
  if (Object.keys(seen).length === 0) return 0;
  const now = new Map<string, number>([
    [company.id, company.revision],
    ...Object.values(company.warriors).map((w): [string, number] => [w.id, w.revision]),
  ]);
  let changed = 0;
  for (const [id, revision] of now) if (seen[id] !== revision) changed += 1;
  for (const id of Object.keys(seen)) if (!now.has(id)) changed += 1;
  return changed;
}

/** The player's new version of a write waiting for their choice, sent as a new operation. */
export async function resendWrite(seq: number, input: unknown): Promise<void> {
  const user = sessionStore.get();
  if (user) await resend(user.id, seq, input);
}

/** The player lets a write go: the server's version stands. */
export async function discardWrite(seq: number): Promise<void> {
  const user = sessionStore.get();
  if (user) await letGo(user.id, seq);
}

/** On a player's first page: another player's data left on this browser is deleted. */
export async function forgetOtherPlayers(): Promise<void> {
  const user = sessionStore.get();
  if (user && hasDeviceStore()) await wipeOtherPlayers(user.id).catch(() => undefined);
}

/** Asks the browser not to evict the device's data under storage pressure (a battle began). */
export function askToPersist(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
