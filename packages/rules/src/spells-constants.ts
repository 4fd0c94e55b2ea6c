/** Spell casting values: the base is 6+ to 2+, an improvement lowers it by up to 3. */
export const CASTING_VALUES = [6, 5, 4, 3, 2] as const;
export type CastingValue = (typeof CASTING_VALUES)[number];
export const CASTING_MODIFIER_MIN = -3;
export const CASTING_MODIFIER_MAX = 0;
