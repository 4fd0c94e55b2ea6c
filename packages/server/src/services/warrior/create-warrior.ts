import { influenceToPay, present } from '@warband/rules';
import { copyWarriorFields, type CreateWarriorInput, type Warrior } from '@warband/schemas';
import { companies, warriors } from '../../db/schema';
import type { Caller, ServiceContext } from '../context';
import { checkCompanyEnlisted } from '../company/enlisted';
import { companyEvent, writeCompanyEvents } from '../events/company-events';
import { checkPayment, takePayment } from '../influence/pay-influence';
import { findOwned } from '../owned';
import { checkNewImage } from '../image/warrior-images';
import { inTransaction } from '../transaction';
import { checkWarriorWrite } from './warrior-checks';
import { readWarrior } from './warrior-entity';
import { applyWarriorLists } from './warrior-lists';

const NO_LISTS = { wargear: [], specialRules: [], heroicActions: [], spells: [] };

/**
 * POST /warrior/create: a warrior and its four lists, into one of the caller's companies
 * (another player's company is not found). All of it is written or none of it. An image
 * must be one uploaded for the company, checked before the transaction opens. The company's
 * event log gets the recruit's name, rank and points in the same transaction. When the player
 * said so, the recruit's influence cost is taken from the company in it too.
 */
export async function createWarrior(
  ctx: ServiceContext,
  caller: Caller,
  input: CreateWarriorInput,
): Promise<Warrior> {
  if (input.image !== '') {
    const { id: companyId } = await findOwned(ctx.db, companies, caller, input.companyId);
    await checkNewImage(ctx, caller, { companyId, image: input.image, previous: null });
  }
  return inTransaction(ctx, async ({ db }) => {
    const { id: companyId } = await findOwned(db, companies, caller, input.companyId);
    const company = await checkCompanyEnlisted(db, caller, companyId);
    const payment = {
      agreed: input.payInfluence,
      cost: influenceToPay(input, true),
      on: 'recruit',
    } as const;
    checkPayment(payment, company.influence);
    await checkWarriorWrite(db, { caller, companyId: company.id, input, stored: null });
    const [created] = await db
      .insert(warriors)
      .values({ ...copyWarriorFields(input), companyId: company.id, userId: caller.id })
      .returning({ id: warriors.id });
    const id = present(created, 'The new warrior').id;
    await applyWarriorLists(db, id, input, NO_LISTS);
    const warrior = await readWarrior(db, caller, id);
    const { name, rank, totalPoints: points } = warrior;
    const of = { companyId: company.id, userId: caller.id, warriorId: id };
    await writeCompanyEvents(db, [
      companyEvent('warriorRecruited', of, { name, rank, points }),
      ...(await takePayment(db, { ...of, name, held: company.influence }, payment)),
    ]);
    return warrior;
  });
}
