export const IMAGE_SWEEP_AGE_MS = 24 * 60 * 60 * 1000;
