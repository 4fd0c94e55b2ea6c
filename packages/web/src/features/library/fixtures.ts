import { WARGEAR_DEFAULTS } from '../../app/test-entities';
import { stamps } from '../../app/test-utils';

/** A wargear entry as a library pack holds it: an item unless `fields` say otherwise. */
export function wargearInput(name: string, fields: Record<string, unknown> = {}) {
  return { name, ...WARGEAR_DEFAULTS, ...fields };
}

/** A saved wargear entry as the API answers it, named after its id. */
export function wargear(id: string, fields: Record<string, unknown> = {}) {
  return { ...stamps(id), ...wargearInput(id, fields) };
}
