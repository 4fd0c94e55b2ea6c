/** A catalog as Lingui's Vite plugin compiles it. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
