import { fieldOf } from '@warband/rules';
import { WRITE_TEXTS as T } from './write-texts';

/**
 * A write kept by an older version of the app (its kind, request body and a preview frozen when
 * it was made) rewritten in place as its definition's name and input, so that an update
 * arriving while writes wait loses none of them.
 */
export function upgradeKeptWrite(row: Record<string, unknown>): void {
  const kind = row.kind;
  if (kind !== 'aftermath' && kind !== 'warrior' && kind !== 'company') return;
  const { companyId, targetId, body } = row;
  row.name = kind;
  row.input =
    kind === 'aftermath'
      ? { companyId, aftermath: body }
      : kind === 'warrior'
        ? { companyId, warriorId: targetId, warrior: body }
        : { companyId, company: body };
  const name = String(fieldOf(body, 'name') ?? '');
  const startedAt = fieldOf(body, 'startedAt');
  row.about = {
    title:
      kind === 'aftermath'
        ? T.aftermathTitle(typeof startedAt === 'string' ? startedAt : null)
        : kind === 'warrior'
          ? T.warriorTitle(name)
          : T.companyTitle(name),
    companyName: '',
    names: {},
    seen: {},
  };
  if (row.state !== 'pending') {
    row.refusal = {
      code: row.state === 'conflict' ? 'STALE' : undefined,
      message: typeof row.message === 'string' ? row.message : '',
      fields: {},
      current: row.current,
      at: new Date().toISOString(),
    };
  }
  for (const old of [
    'kind',
    'targetId',
    'method',
    'path',
    'body',
    'preview',
    'base',
    'current',
    'message',
  ]) {
    delete row[old];
  }
}
