import { and, eq, sql } from 'drizzle-orm';
import { CampaignView, type CampaignRole } from '@warband/schemas';
import type { Database } from '../../db/client';
import { campaignMembers, campaignVersions } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { type JsonText, serializerFor } from '../../serializer';
import type { KeptAnswer } from '../answers/answer-cache';
import { buildAnswer } from '../answers/kept-answer';
import type { Caller, ServiceContext } from '../context';
import { isUuid } from '../owned';
import { readCampaign } from './read-campaign';

const serialize = serializerFor(CampaignView);

/**
 * What a campaign page was built from, as one statement reads it: the caller's role (none when
 * not a member), the version of the campaign's own rows, and the `companies` data version of
 * the owner of every company it shows (taking part, or on a match's side), as `owner:version`
 * in the owners' order.
 */
interface Stamp {
  role: CampaignRole;
  version: number;
  owners: string;
}

function prepare(db: Database) {
  const campaignId = sql.placeholder('campaignId');
  return db
    .select({
      role: campaignMembers.role,
      version: sql<number>`coalesce(${campaignVersions.version}, 0)`.mapWith(Number),
      owners: sql<string>`coalesce((
        select string_agg(o.user_id::text || ':' || coalesce(d.version, 0)::text, ',' order by o.user_id)
        from (
          select cc.user_id from campaign_companies cc where cc.campaign_id = ${campaignId}
          union
          select c.user_id from campaign_matches m
            join campaign_match_sides s on s.match_id = m.id
            join companies c on c.id = s.company_id
            where m.campaign_id = ${campaignId}
        ) o
        left join data_versions d on d.user_id = o.user_id and d.scope = 'companies'
      ), '')`,
    })
    .from(campaignMembers)
    .leftJoin(campaignVersions, eq(campaignVersions.campaignId, campaignMembers.campaignId))
    .where(
      and(
        eq(campaignMembers.campaignId, campaignId),
        eq(campaignMembers.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('campaign_stamp');
}

// Prepared once per database handle (and once per transaction, which is a handle of its own).
const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

/** The stamp of the campaign as the caller sees it now; 404 for anyone but a member. */
async function readStamp(db: Database, userId: string, campaignId: string): Promise<Stamp> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepare(db)));
  const [row] = await statement.execute({ campaignId, userId });
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A stamp as kept with its answer: the campaign's version, and the role and the owners'
 * versions as the variant, so that an answer is only ever taken for the role it was built for.
 */
const variantOf = (stamp: Stamp): string => `${stamp.role};${stamp.owners}`;

/** The sum of the owners' versions of a variant. */
function ownersTotal(variant: string): number {
  const owners = variant.slice(variant.indexOf(';') + 1);
  let total = 0;
  for (const entry of owners ? owners.split(',') : []) total += Number(entry.split(':')[1]);
  return total;
}

const roleOf = (variant: string): string => variant.slice(0, variant.indexOf(';'));

/**
 * Whether answer `a` is of data at least as new as `b`, both of one role. Versions only rise,
 * and the set of owners changes only with the campaign's version (it is read from the
 * campaign's own rows), so a higher campaign version is a later snapshot, and at the same one
 * the owners' total orders them.
 */
function atLeastAsNew(
  a: Pick<KeptAnswer, 'version' | 'variant'>,
  b: Pick<KeptAnswer, 'version' | 'variant'>,
): boolean {
  if (roleOf(a.variant) !== roleOf(b.variant)) return false;
  if (a.version !== b.version) return a.version > b.version;
  return ownersTotal(a.variant) >= ownersTotal(b.variant);
}

/**
 * GET /campaign/{id} as JSON text, kept between requests (ctx.answers) per campaign and role,
 * and sent again only once the database has confirmed, on this request, that nothing it was
 * built from has changed: neither the campaign's own rows (their version, raised by triggers
 * in any server process, migration 0012) nor any shown company's owner's `companies` data,
 * which includes the companies' logs and battle records. The page differs by role only (the
 * role itself, and the invites its owner sees), so members of one role share it
 * (docs/adr/0156-campaigns.md#kept-answer).
 */
export async function campaignAnswer(
  ctx: ServiceContext,
  caller: Caller,
  input: { id: string },
): Promise<JsonText> {
  if (!isUuid(input.id)) throw new NotFoundError();
  const stamp = await readStamp(ctx.db, caller.id, input.id);
  const key = `campaign:${input.id}:${stamp.role}`;
  const wanted = { version: stamp.version, variant: variantOf(stamp) };
  const kept = ctx.answers.get(key);
  if (kept?.version === wanted.version && kept.variant === wanted.variant) return kept.answer;
  for (;;) {
    const underWay = ctx.answers.building.get(key);
    if (!underWay) return (await build(ctx, caller, input.id, key)).answer;
    // A build begun before this request may have read the data before a write this request
    // must see, or, another member's, have found them of another role by then: its answer
    // will do only if it is of this role and of the stamp read now, or later.
    const built = await underWay.catch(() => undefined);
    if (built && atLeastAsNew(built, wanted)) return built.answer;
  }
}

/** Builds the page in one snapshot with its stamp, keeps it, and lets others wait on it. */
function build(
  ctx: ServiceContext,
  caller: Caller,
  campaignId: string,
  key: string,
): Promise<KeptAnswer> {
  return buildAnswer(
    ctx,
    key,
    async (tx) => {
      const stamp = await readStamp(tx.db, caller.id, campaignId);
      const view = await readCampaign(tx, caller, { id: campaignId });
      return {
        // The caller's role may have changed since the key was chosen: kept under its own.
        key: `campaign:${campaignId}:${stamp.role}`,
        version: stamp.version,
        variant: variantOf(stamp),
        text: serialize(view),
      };
    },
    // A build begun later may have finished first.
    (entry, kept) => atLeastAsNew(entry, kept),
  );
}
