import {
  AftermathInput,
  Company,
  LiveActionAnswer,
  LiveActionInput,
  UpdateCompanyInput,
  Warrior,
  WarriorInput,
  aftermathWithout,
  previewAftermathWrite,
  previewCompanyEdit,
  previewWarriorEdit,
  type WargearInput,
} from '@warband/schemas';
import { z } from 'zod';
import { apiRequest, type ReplySchema } from '../client';
import { WRITE_TIMEOUT_MS } from './write-timeout';
import type { DomainEvent } from '../refresh';
import type { WriteAbout, WriteName } from './device-db';
import { WRITE_TEXTS as T } from './write-texts';

/**
 * Every write a player can make without a signal, each defined once: its name, the input the
 * outbox keeps, the request it makes, and a pure `apply` (the shared previews of `schemas`,
 * built on `rules`) that lays it over the newest company the phone has. The outbox keeps only
 * `{ operationId, name, input }`; what the phone shows is always the server's newest answer
 * with the waiting writes applied on top (docs/adr/new-one-definition-per-write.md). A new
 * offline write is one more entry in WRITES.
 */

/** What `apply` may read besides the company: the player's armoury, as the device keeps it. */
export interface WriteContext {
  armouryEntry(id: string): WargearInput | null;
}

export interface WriteDefinition<Input, Reply> {
  name: WriteName;
  input: z.ZodType<Input>;
  companyId(input: Input): string;
  /**
   * The record it writes whose revision the server checks, the revision it was based on, and
   * the input based on a later one (a write of the same record before it was applied).
   */
  revision?: {
    target(input: Input): string;
    of(input: Input): number;
    rebase(input: Input, revision: number): Input;
    after(reply: Reply): number;
  };
  request(input: Input): {
    method: 'PUT' | 'POST';
    path: string;
    body: unknown;
    reply: ReplySchema<Reply>;
  };
  /** The company as the write leaves it, worked out as the server does. */
  apply(company: Company, input: Input, context: WriteContext): Company;
  /** What the server will answer, as far as the device can tell (the write kept offline). */
  replyFrom(company: Company, input: Input): Reply | null;
  /** What changes on screen once it is applied (api/refresh.ts). */
  event: DomainEvent;
  about(input: Input, company: Company | undefined): Omit<WriteAbout, 'seen' | 'companyName'>;
  /** What the player reads of a refusal: one line per thing refused, in words. */
  explain(input: Input, fields: Record<string, string>, about: WriteAbout): string[];
  /** Mended versions of a refused write that the rules take on the company as it is now. */
  mends(
    input: Input,
    fields: Record<string, string>,
    company: Company,
    context: WriteContext,
    about: WriteAbout,
  ): Mend<Input>[];
  /** What letting it go throws away, one line each. */
  losses(input: Input, about: WriteAbout): string[];
}

/** A way to mend a refused write: what the button says, and the write it sends instead. */
export interface Mend<Input> {
  label: string;
  input: Input;
}

/** Each refused field's message once, in the order the server gave them. */
function plainReasons(fields: Record<string, string>): string[] {
  return [...new Set(Object.values(fields))];
}

const companyPath = (id: string) => `/company/${encodeURIComponent(id)}`;

export const AftermathWrite = z.object({ companyId: z.string(), aftermath: AftermathInput });
export type AftermathWrite = z.infer<typeof AftermathWrite>;

const aftermath: WriteDefinition<AftermathWrite, Company> = {
  name: 'aftermath',
  input: AftermathWrite,
  companyId: (input) => input.companyId,
  request: ({ companyId, aftermath: body }) => ({
    method: 'PUT',
    path: `${companyPath(companyId)}/battle`,
    body,
    reply: Company,
  }),
  apply: (company, { aftermath: input }, context) => {
    const item = input.rewards.item;
    const armoury = item?.source === 'armoury' ? context.armouryEntry(item.armouryId) : null;
    const { company: after, refusals } = previewAftermathWrite(company, input, armoury);
    // What the rules refuse, the server refuses too: it shows as not applied.
    return refusals.length > 0 ? company : after;
  },
  replyFrom: (company) => company,
  event: 'battleApplied',
  about: ({ aftermath: input }, company) => ({
    title: T.aftermathTitle(input.startedAt),
    names: Object.fromEntries(
      input.participants.flatMap(({ warriorId }) => {
        const name = company?.warriors[warriorId]?.name;
        return name ? [[warriorId, name]] : [];
      }),
    ),
  }),
  explain: ({ aftermath: input }, fields, about) => {
    const missing = missingWarriors(input, fields);
    const named = [...missing].map((id) => T.notInCompany(about.names[id] ?? T.aWarrior));
    const others = Object.entries(fields).filter(([path]) => !missingField(path));
    return [...named, ...plainReasons(Object.fromEntries(others))];
  },
  mends: (write, fields, stored, context, about) => {
    const missing = missingWarriors(write.aftermath, fields);
    if (missing.size === 0) return [];
    const mended = { ...write, aftermath: aftermathWithout(write.aftermath, missing) };
    const item = mended.aftermath.rewards.item;
    const armoury = item?.source === 'armoury' ? context.armouryEntry(item.armouryId) : null;
    // Offered only when the rules take the rest on the company as it is now.
    if (previewAftermathWrite(stored, mended.aftermath, armoury).refusals.length > 0) return [];
    const names = [...missing].map((id) => about.names[id] ?? T.aWarrior);
    return [{ label: T.applyWithout(names), input: mended }];
  },
  losses: ({ aftermath: input }) => T.aftermathLosses(input),
};

/** `participants.N.warriorId` refused: that warrior is gone from the company. */
function missingField(path: string): boolean {
  return /^participants\.\d+\.warriorId$/.test(path);
}

function missingWarriors(input: AftermathInput, fields: Record<string, string>): Set<string> {
  const ids = Object.keys(fields)
    .filter(missingField)
    .map((path) => input.participants[Number(path.split('.')[1])]?.warriorId);
  return new Set(ids.filter((id) => id !== undefined));
}

export const WarriorWrite = z.object({
  companyId: z.string(),
  warriorId: z.string(),
  warrior: WarriorInput,
});
export type WarriorWrite = z.infer<typeof WarriorWrite>;

const warrior: WriteDefinition<WarriorWrite, Warrior> = {
  name: 'warrior',
  input: WarriorWrite,
  companyId: (input) => input.companyId,
  revision: {
    target: (input) => input.warriorId,
    of: (input) => input.warrior.revision,
    rebase: (input, revision) => ({ ...input, warrior: { ...input.warrior, revision } }),
    after: (reply) => reply.revision,
  },
  request: ({ warriorId, warrior: body }) => ({
    method: 'PUT',
    path: `/warrior/${encodeURIComponent(warriorId)}`,
    body,
    reply: Warrior,
  }),
  apply: (company, input) => previewWarriorEdit(company, input.warriorId, input.warrior),
  replyFrom: (company, input) => company.warriors[input.warriorId] ?? null,
  event: 'warriorSaved',
  about: (input) => ({
    title: T.warriorTitle(input.warrior.name),
    names: { [input.warriorId]: input.warrior.name },
  }),
  explain: (_input, fields) => plainReasons(fields),
  mends: () => [],
  losses: (input) => [T.editLost(T.warriorTitle(input.warrior.name))],
};

export const CompanyWrite = z.object({ companyId: z.string(), company: UpdateCompanyInput });
export type CompanyWrite = z.infer<typeof CompanyWrite>;

const company: WriteDefinition<CompanyWrite, Company> = {
  name: 'company',
  input: CompanyWrite,
  companyId: (input) => input.companyId,
  revision: {
    target: (input) => input.companyId,
    of: (input) => input.company.revision,
    rebase: (input, revision) => ({ ...input, company: { ...input.company, revision } }),
    after: (reply) => reply.revision,
  },
  request: ({ companyId, company: body }) => ({
    method: 'PUT',
    path: companyPath(companyId),
    body,
    reply: Company,
  }),
  apply: (stored, input) => previewCompanyEdit(stored, input.company),
  replyFrom: (stored) => stored,
  event: 'companySaved',
  about: (input) => ({ title: T.companyTitle(input.company.name), names: {} }),
  explain: (_input, fields) => plainReasons(fields),
  mends: () => [],
  losses: (input) => [T.editLost(T.companyTitle(input.company.name))],
};

/**
 * One action of the player on their side of a match's live battle (or "phase", "end",
 * "confirm", "dispute"), kept under the company that side fights with: a phone without signal
 * keeps playing, and the outbox sends each action once when it is back. It changes the live
 * battle, not the company; the live screen lays the waiting actions over the server's state
 * (features/live/waiting-actions.ts).
 */
export const LiveActionWrite = z.object({
  companyId: z.string(),
  matchId: z.string(),
  action: LiveActionInput,
});
export type LiveActionWrite = z.infer<typeof LiveActionWrite>;

/** A live action's answer: its place in the battle's log, unknown while it waits offline. */
export interface LiveActionSent {
  seq: number | null;
}

const liveAction: WriteDefinition<LiveActionWrite, LiveActionSent> = {
  name: 'liveAction',
  input: LiveActionWrite,
  companyId: (input) => input.companyId,
  request: ({ matchId, action }) => ({
    method: 'POST',
    path: `/match/${encodeURIComponent(matchId)}/live/actions`,
    body: action,
    reply: LiveActionAnswer,
  }),
  apply: (stored) => stored,
  replyFrom: () => ({ seq: null }),
  event: 'liveActionSent',
  about: ({ action }) => ({ title: T.liveActionTitle(action), names: {} }),
  explain: (_input, fields) => plainReasons(fields),
  mends: () => [],
  losses: ({ action }) => [T.editLost(T.liveActionTitle(action))],
};

/** Every offline write, by its name as the outbox keeps it. */
export const WRITES = { aftermath, warrior, company, liveAction } satisfies Record<
  WriteName,
  unknown
>;

/** A write's answer, as the outbox and the caches take it. */
export interface SentWrite {
  /** The revision the written record has now, when the server checks one. */
  revision: number | null;
  event: DomainEvent;
}

/** A kept write with its input read back and checked: what every use of the outbox works on. */
export interface BoundWrite {
  name: WriteName;
  companyId: string;
  /** The record whose revision the server checks, and the revision the write was based on. */
  target: string | null;
  basedOn: number | null;
  /** The input based on a later revision of its record (an earlier write of it applied). */
  rebased(revision: number): unknown;
  send(operationId: string): Promise<SentWrite>;
  apply(company: Company, context: WriteContext): Company;
  explain(fields: Record<string, string>, about: WriteAbout): string[];
  mends(
    fields: Record<string, string>,
    company: Company,
    context: WriteContext,
    about: WriteAbout,
  ): Mend<unknown>[];
  losses(about: WriteAbout): string[];
}

/**
 * Sends a write with its `Operation-Id`; past WRITE_TIMEOUT_MS without an answer it is taken
 * as not reached (and kept, or kept again, in the outbox).
 */
export function sendWrite<Input, Reply>(
  definition: WriteDefinition<Input, Reply>,
  input: Input,
  operationId: string,
): Promise<Reply> {
  const { method, path, body, reply } = definition.request(input);
  return apiRequest(method, path, reply, body, { operationId, timeoutMs: WRITE_TIMEOUT_MS });
}

/** Binds a definition to an input it has checked: the rest of the outbox needs no types. */
export function bindInput<Input, Reply>(
  definition: WriteDefinition<Input, Reply>,
  input: Input,
): BoundWrite {
  const { revision } = definition;
  return {
    name: definition.name,
    companyId: definition.companyId(input),
    target: revision ? revision.target(input) : null,
    basedOn: revision ? revision.of(input) : null,
    rebased: (next) => (revision ? revision.rebase(input, next) : input),
    send: async (operationId) => {
      const answer = await sendWrite(definition, input, operationId);
      return {
        revision: revision ? revision.after(answer) : null,
        event: definition.event,
      };
    },
    apply: (stored, context) => definition.apply(stored, input, context),
    explain: (fields, about) => definition.explain(input, fields, about),
    mends: (fields, stored, context, about) =>
      definition.mends(input, fields, stored, context, about),
    losses: (about) => definition.losses(input, about),
  };
}

function bindRaw<Input, Reply>(
  definition: WriteDefinition<Input, Reply>,
  raw: unknown,
): BoundWrite | null {
  const parsed = definition.input.safeParse(raw);
  return parsed.success ? bindInput(definition, parsed.data) : null;
}

/** A kept write, read back; null when what is kept no longer reads as its input. */
export function bindWrite(name: WriteName, input: unknown): BoundWrite | null {
  switch (name) {
    case 'aftermath':
      return bindRaw(aftermath, input);
    case 'warrior':
      return bindRaw(warrior, input);
    case 'company':
      return bindRaw(company, input);
    case 'liveAction':
      return bindRaw(liveAction, input);
  }
}
