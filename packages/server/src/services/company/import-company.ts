import { randomUUID } from 'node:crypto';
import { isValidCreatureOwner, present } from '@warband/rules';
import {
  BattleRecord,
  WARRIOR_IMAGE,
  WARRIOR_LISTS,
  copyWarriorFields,
  type Company,
  type CompanyFile,
  type CompanyFileWarrior,
  type ImportCompanyInput,
  type WarriorFieldValues,
} from '@warband/schemas';
import { battleRecords, companies, companyEvents, warriors } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller, ServiceContext } from '../context';
import { yieldToEventLoop } from '../event-loop';
import { COMPANY_EVENT_KINDS } from '../events/company-events';
import { cardImageProblem } from '../image/check-image';
import { companyPrefix, newImageKey } from '../image/image-keys';
import { inTransaction } from '../transaction';
import {
  checkEntryLists,
  OWNER_NOT_VALID,
  OWNER_ONLY_FOR_CREATURES,
} from '../warrior/warrior-checks';
import { applyWarriorLists } from '../warrior/warrior-lists';
import { readCompany } from './company-entity';

export const ID_USED_TWICE = 'This id is used twice in the file';
export const UNKNOWN_EVENT = 'This is not a kind of event this app keeps';

const NO_LISTS = { wargear: [], specialRules: [], heroicActions: [], spells: [] };
// Rows per INSERT of battles and events; between two the server goes back to other requests.
const INSERT_CHUNK = 200;
const EVENT_KINDS: readonly string[] = COMPANY_EVENT_KINDS;

type Fields = Record<string, string>;

/**
 * A file warrior as a warrior write: every entry new (its key stays the key its rules name
 * their item by), and no library ids, which are the exporter's, not the importer's. The owner
 * is set apart, once every warrior has its new id.
 */
function asWarriorInput(warrior: CompanyFileWarrior): WarriorFieldValues {
  const fresh = { new: true, remove: false };
  return {
    ...warrior,
    owner: null,
    wargear: warrior.wargear.map((item) => ({ ...item, ...fresh, armouryId: null })),
    specialRules: warrior.specialRules.map((rule) => ({ ...rule, ...fresh, myRuleId: null })),
    heroicActions: warrior.heroicActions.map((a) => ({ ...a, ...fresh, myHeroicActionsId: null })),
    spells: warrior.spells.map((spell) => ({ ...spell, ...fresh, mySpellsId: null })),
  };
}

function checkUniqueKeys(keys: readonly string[], path: (index: number) => string, fields: Fields) {
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    if (seen.has(key)) fields[path(index)] = ID_USED_TWICE;
    seen.add(key);
  });
}

/**
 * What the schema cannot see on its own: keys that must be unique within the file, owners
 * that must be living Leaders or Sergeants of the file's company, rules naming items of their
 * own warrior, adjustments the importer's ruleset has, and kinds of events the log knows.
 */
function checkFile(file: CompanyFile, newRuleset: boolean): Fields {
  const fields: Fields = {};
  checkUniqueKeys(
    file.warriors.map((w) => w.id),
    (i) => `file.warriors.${i}.id`,
    fields,
  );
  checkUniqueKeys(
    file.battles.map((b) => b.battleId),
    (i) => `file.battles.${i}.battleId`,
    fields,
  );
  file.warriors.forEach((warrior, index) => {
    const at = `file.warriors.${index}`;
    const input = asWarriorInput(warrior);
    const problems = checkEntryLists('warrior', WARRIOR_LISTS, input, NO_LISTS, newRuleset);
    for (const [field, message] of Object.entries(problems)) fields[`${at}.${field}`] = message;
    if (warrior.owner === null) return;
    if (warrior.rank !== 'Creature') fields[`${at}.owner`] = OWNER_ONLY_FOR_CREATURES;
    else if (!isValidCreatureOwner(warrior.owner, file.warriors)) {
      fields[`${at}.owner`] = OWNER_NOT_VALID;
    }
  });
  file.events.forEach((event, index) => {
    if (!EVENT_KINDS.includes(event.kind)) fields[`file.events.${index}.kind`] = UNKNOWN_EVENT;
  });
  return fields;
}

/** Ids of the file mapped to new ones: the same key always gets the same new id. */
class NewIds {
  private readonly ids = new Map<string, string>();
  constructor(known: Iterable<[string, string]> = []) {
    for (const [key, id] of known) this.ids.set(key, id);
  }
  of(key: string): string {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = randomUUID()));
    return id;
  }
}

const WARRIOR_KEYS = new Set(['warriorId', 'withOwner']);

/**
 * A battle record or an event's changes with every warrior and battle id replaced by the
 * new company's: warriors since dismissed or fallen get new ids of their own, the same in
 * every record, so the history still tells one warrior from another.
 */
function withNewIds(value: unknown, warriorIds: NewIds, battleIds: NewIds): unknown {
  if (Array.isArray(value)) return value.map((item) => withNewIds(item, warriorIds, battleIds));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item === 'string' && WARRIOR_KEYS.has(key)) return [key, warriorIds.of(item)];
      if (typeof item === 'string' && key === 'battleId') return [key, battleIds.of(item)];
      return [key, withNewIds(item, warriorIds, battleIds)];
    }),
  );
}

/**
 * Copies the images the file names that this server keeps for the importer into the new
 * company's own folder, so each company's images come and go with it. An address of another
 * player's image is left out, as is one this server does not keep (another server's, or an
 * image since removed): the warrior is imported without it, as a warrior save would never
 * show it (docs/adr/0128-a-warrior-shows-only-its-own-companys-uploads-old-ones.md). Refusing
 * it instead would refuse the player's own file exported from another account, whole.
 * Answers each warrior's image address, by file key.
 */
async function copyImages(
  ctx: ServiceContext,
  caller: Caller,
  companyId: string,
  file: CompanyFile,
): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const own = `${caller.id}/`;
  for (const warrior of file.warriors) {
    if (warrior.image === '') continue;
    const key = ctx.images.keyOf(warrior.image);
    const size = key?.startsWith(own) ? await ctx.images.size(key) : null;
    if (!key || size === null || size > WARRIOR_IMAGE.maxBytes) continue;
    const bytes = await ctx.images.read(key);
    if ((await cardImageProblem(bytes)) !== null) continue;
    const name = key.slice(key.lastIndexOf('/') + 1);
    const stem = name.includes('.') ? name.slice(0, name.indexOf('.')) : name;
    const copy = newImageKey(caller.id, companyId, stem);
    // An address is the store's prefix and the key: the copy's is the same prefix and its key.
    const address = warrior.image.slice(0, warrior.image.length - key.length) + copy;
    if (await ctx.images.create(copy, bytes)) images.set(warrior.id, address);
  }
  return images;
}

/**
 * POST /company/import: the file as a new company of the caller's, its warriors, battles and
 * event log, all in one transaction. Nothing the server derives is read from the file: the
 * warriors' values and the current rating are worked out as for any company, and the
 * recorded rating is the one the last battle of the file recorded (0 without battles).
 */
export async function importCompany(
  ctx: ServiceContext,
  caller: Caller,
  input: ImportCompanyInput,
): Promise<Company> {
  const { file } = input;
  // The file's ruleset, else the importer's setting, as for a new company.
  const newRuleset = file.company.newRuleset ?? caller.newRuleset;
  const problems = checkFile(file, newRuleset);
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);

  const companyId = randomUUID();
  const images = await copyImages(ctx, caller, companyId, file);
  try {
    return await inTransaction(ctx, async ({ db }) => {
      const lastBattle = file.battles.at(-1);
      const [row] = await db
        .insert(companies)
        .values({
          id: companyId,
          shareId: companyId,
          userId: caller.id,
          name: file.company.name,
          race: file.company.race,
          backstory: file.company.backstory,
          influence: file.company.influence,
          retired: file.company.retired,
          newRuleset,
          rating: lastBattle?.ratingAfter ?? 0,
        })
        .returning();
      const warriorIds = new NewIds(file.warriors.map((w) => [w.id, randomUUID()]));
      const battleIds = new NewIds();
      // One statement, so a Creature may name an owner inserted beside it; the file's order
      // is kept by the creation times, which the warriors are read back in.
      const start = Date.now() - file.warriors.length;
      if (file.warriors.length > 0) {
        await db.insert(warriors).values(
          file.warriors.map((warrior, index) => ({
            ...copyWarriorFields(asWarriorInput(warrior)),
            id: warriorIds.of(warrior.id),
            image: images.get(warrior.id) ?? '',
            owner: warrior.owner === null ? null : warriorIds.of(warrior.owner),
            companyId,
            userId: caller.id,
            createdAt: new Date(start + index),
          })),
        );
      }
      for (const warrior of file.warriors) {
        await yieldToEventLoop();
        await applyWarriorLists(db, warriorIds.of(warrior.id), asWarriorInput(warrior), NO_LISTS);
      }
      const battles = file.battles.map((battle) => {
        // Checked again: the ids changed, the rest is the file's as it was checked.
        const record = BattleRecord.parse(withNewIds(battle, warriorIds, battleIds));
        return {
          battleId: record.battleId,
          companyId,
          userId: caller.id,
          result: record.result,
          record,
          appliedAt: new Date(record.appliedAt),
        };
      });
      const events = file.events.map((event) => ({
        companyId,
        userId: caller.id,
        kind: event.kind,
        warriorId: event.warriorId === null ? null : warriorIds.of(event.warriorId),
        battleId: event.battleId === null ? null : battleIds.of(event.battleId),
        changes: withNewIds(event.changes, warriorIds, battleIds),
        createdAt: new Date(event.createdAt),
      }));
      for (let at = 0; at < battles.length; at += INSERT_CHUNK) {
        await db.insert(battleRecords).values(battles.slice(at, at + INSERT_CHUNK));
      }
      for (let at = 0; at < events.length; at += INSERT_CHUNK) {
        await yieldToEventLoop();
        await db.insert(companyEvents).values(events.slice(at, at + INSERT_CHUNK));
      }
      return readCompany(db, present(row, 'The imported company row'));
    });
  } catch (error) {
    if (images.size > 0) {
      ctx.background.run('removing images of a failed import', () =>
        ctx.images.removePrefix(companyPrefix(caller.id, companyId)),
      );
    }
    throw error;
  }
}
