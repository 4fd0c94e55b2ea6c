/**
 * This build's version, shown in the footer and the update prompt
 * (vite-plugins/build-version.ts). Tests and tools that run the source without Vite's `define`
 * see 'dev'.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
