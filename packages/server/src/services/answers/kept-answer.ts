import { JsonText } from '../../serializer';
import type { KeptAnswer } from './answer-cache';
import type { Caller, ServiceContext } from '../context';
import { type DataScope, readDataVersion } from './data-version';

export interface AnswerSpec {
  scope: DataScope;
  /** What else the answer depends on (the player's ruleset, say); '' when nothing. */
  variant: string;
  /** The answer as JSON text, read through the given context's database. */
  build(tx: ServiceContext): Promise<string>;
}

/** The variant of an answer whose derived numbers depend on the player's ruleset. */
export const rulesetVariant = (caller: { newRuleset: boolean }): string =>
  caller.newRuleset ? 'new ruleset' : 'older ruleset';

/**
 * A player's list as JSON text, kept between requests (ctx.answers) and sent again only once
 * the database has confirmed, on this request, that the player's data of its scope has the
 * version the answer was built from. The version changes with every committed write, in any
 * server process (migration 0004's triggers), so no process ever sends a list older than the
 * data (docs/adr/0094-lists-are-kept-per-player-against-a-version-the-database.md).
 *
 * Requests that find no answer to send wait on one build of it rather than each building
 * their own: many at once (a player's devices, a crowd after a write) would otherwise each
 * hold the whole list in memory together
 * (docs/adr/0102-the-companies-list-under-100-connections-one-statement.md).
 */
export async function keptAnswer(
  ctx: ServiceContext,
  caller: Pick<Caller, 'id' | 'dataVersion'>,
  spec: AnswerSpec,
): Promise<JsonText> {
  const userId = caller.id;
  const key = `${spec.scope}:${userId}`;
  const kept = ctx.answers.get(key);
  // Read with the session when the route asked for it (plugins/auth.ts).
  let version = caller.dataVersion?.scope === spec.scope ? caller.dataVersion.version : undefined;
  if (kept?.variant === spec.variant) {
    version ??= await readDataVersion(ctx.db, userId, spec.scope);
    if (version === kept.version) return kept.answer;
  }
  const buildKey = `${key}:${spec.variant}`;
  for (;;) {
    const underWay = ctx.answers.building.get(buildKey);
    if (!underWay) return (await build(ctx, userId, spec, buildKey)).answer;
    // A build that began before this request may have read the data before a write this
    // request must see: its answer will do only if it is of the version read now, or later
    // (versions only rise). Otherwise the next build, begun after this read, will.
    version ??= await readDataVersion(ctx.db, userId, spec.scope);
    const built = await underWay;
    if (built.version >= version) return built.answer;
  }
}

/** Builds the answer, keeps it, and lets other requests wait on it while under way. */
function build(
  ctx: ServiceContext,
  userId: string,
  spec: AnswerSpec,
  buildKey: string,
): Promise<KeptAnswer> {
  return buildAnswer(
    ctx,
    buildKey,
    async (tx) => ({
      key: `${spec.scope}:${userId}`,
      version: await readDataVersion(tx.db, userId, spec.scope),
      variant: spec.variant,
      text: await spec.build(tx),
    }),
    // A build of the other variant, or one begun later, may have finished first.
    (entry, kept) => kept.variant !== entry.variant || kept.version <= entry.version,
  );
}

/** What a build read in its snapshot: the answer's text, its stamp, and where it is kept. */
export interface BuiltAnswer {
  key: string;
  version: number;
  variant: string;
  text: string;
}

/**
 * Runs `read` in one read-only snapshot, so that the stamp (version and variant) and the text
 * always agree; keeps the answer under the key it names unless `replaces` says the one kept
 * there is newer; and lets other requests wait on it under `buildKey` while under way.
 */
export function buildAnswer(
  ctx: ServiceContext,
  buildKey: string,
  read: (tx: ServiceContext) => Promise<BuiltAnswer>,
  replaces: (entry: KeptAnswer, kept: KeptAnswer) => boolean,
): Promise<KeptAnswer> {
  const building = (async () => {
    try {
      const built = await ctx.db.transaction((db) => read({ ...ctx, db }), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      const entry: KeptAnswer = {
        version: built.version,
        variant: built.variant,
        answer: new JsonText(built.text),
      };
      const kept = ctx.answers.get(built.key);
      if (!kept || replaces(entry, kept)) ctx.answers.set(built.key, entry);
      return entry;
    } finally {
      ctx.answers.building.delete(buildKey);
    }
  })();
  ctx.answers.building.set(buildKey, building);
  return building;
}
