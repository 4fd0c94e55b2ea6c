import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The installed app's icons, as the manifest lists them (vite.config.ts). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** What iOS puts on the home screen (index.html links it; the manifest's icons are not read). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/**
 * The maskable icon: the launcher crops it to any shape inside the square, so the square is
 * filled with the favicon's red to the edges and the favicon itself drawn at 80 % in the
 * middle, well inside the safe circle (40 % of the size around the centre) that is always
 * shown. The favicon's own rounded corners then fall on the same red and do not show.
 */
export function maskableSvg(favicon: string): string {
  const background = /<rect\b[^>]*\bfill="([^"]+)"/.exec(favicon)?.[1];
  if (!background) throw new Error('favicon.svg has no filled <rect> to take the colour from.');
  const inner = favicon.replace(/^<svg\b/, '<svg x="3.2" y="3.2" width="25.6" height="25.6"');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="${background}"/>${inner}</svg>`
  );
}

/** iOS draws its own rounded corners and shows transparency as black: a full square. */
function fullSquareSvg(favicon: string): string {
  return favicon.replace(/\s+rx="[^"]*"/, '');
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Each icon's address and how it is drawn from public/favicon.svg. */
function drawings(root: string): Record<string, () => Promise<Buffer>> {
  const favicon = () => fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8').trim();
  return {
    [MANIFEST_ICONS[0]!.src]: () => png(favicon(), 192),
    [MANIFEST_ICONS[1]!.src]: () => png(favicon(), 512),
    [MANIFEST_ICONS[2]!.src]: () => png(maskableSvg(favicon()), 512),
    [APPLE_TOUCH_ICON]: () => png(fullSquareSvg(favicon()), 180),
  };
}

/**
 * The PNG icons an installable app needs, drawn from public/favicon.svg at build time, so the
 * one drawing stays the source and no binary is kept in the repository. Emitted into the build
 * (dist/icons/), where the service worker's precache picks them up.
 */
export function appIcons(): Plugin {
  let root = '';
  return {
    name: 'warband:app-icons',
    configResolved(config) {
      root = config.root;
    },
    // The dev server draws them on request, so index.html's links resolve there too.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const draw = drawings(root)[request.url?.split('?', 1)[0] ?? ''];
        if (!draw) return next();
        draw().then((image) => response.setHeader('content-type', 'image/png').end(image), next);
      });
    },
    async generateBundle() {
      for (const [src, draw] of Object.entries(drawings(root))) {
        this.emitFile({ type: 'asset', fileName: src.slice(1), source: await draw() });
      }
    },
  };
}
