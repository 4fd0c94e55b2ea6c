import { emptyStats, type Stats } from './stats';

/** For tests: a full set of characteristics, zero but for the ones given. */
export const stats = (values: Partial<Stats> = {}): Stats => ({ ...emptyStats(), ...values });
