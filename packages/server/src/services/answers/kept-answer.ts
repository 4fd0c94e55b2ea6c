import { JsonText } from '../../serializer';
import type { ServiceContext } from '../context';
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
 * data (docs/decisions.md, D9).
 */
export async function keptAnswer(
  ctx: ServiceContext,
  userId: string,
  spec: AnswerSpec,
): Promise<JsonText> {
  const key = `${spec.scope}:${userId}`;
  const kept = ctx.answers.get(key);
  if (kept?.variant === spec.variant) {
    if ((await readDataVersion(ctx.db, userId, spec.scope)) === kept.version) return kept.answer;
  }
  // One snapshot for the version and the content, so that they always agree.
  const built = await ctx.db.transaction(
    async (db) => {
      const version = await readDataVersion(db, userId, spec.scope);
      return { version, text: await spec.build({ ...ctx, db }) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const answer = new JsonText(built.text);
  ctx.answers.set(key, { version: built.version, variant: spec.variant, answer });
  return answer;
}
