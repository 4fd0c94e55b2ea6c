/** The build's version (vite-plugins/build-version.ts), set by Vite's `define`. */
declare const __APP_VERSION__: string;
