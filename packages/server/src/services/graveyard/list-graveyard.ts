import type { GraveyardWarrior } from '@warband/schemas';
import type { Caller, ServiceContext } from '../context';
import { readGraveyard } from './graveyard-rows';

/**
 * GET /graveyard: every dead warrior of the caller, from every company (retired ones too),
 * oldest recruit first, each with its company's name so the screen can group them.
 */
export function listGraveyard(ctx: ServiceContext, caller: Caller): Promise<GraveyardWarrior[]> {
  return readGraveyard(ctx.db, caller, undefined);
}
