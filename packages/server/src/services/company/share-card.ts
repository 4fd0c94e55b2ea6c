import type Sharp from 'sharp';
import { sortByRank } from '@warband/rules';
import type { SharedCompany } from '@warband/schemas';
import { readDataVersion } from '../answers/data-version';
import type { ServiceContext } from '../context';
import { readSharedCompany } from './read-shared-company';

/** The size link previews ask for (Open Graph, Twitter's large card). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;
const SHOWN_WARRIORS = 5;
const CACHED_CARDS = 100;
// DejaVu is what a plain Linux host has; the generic family covers any other.
const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** What the shared page shows of a company, as one line: its race, rating and warriors. */
export function shareSummary(company: SharedCompany): string {
  const count = Object.keys(company.warriors).length;
  return `${company.race} battle company · Rating ${company.currentRating} · ${count} ${
    count === 1 ? 'warrior' : 'warriors'
  }`;
}

/**
 * The card as an SVG drawing: the company's name, race and rating, and its first warriors by
 * rank. Only what the shared page shows is drawn.
 */
export function shareCardSvg(company: SharedCompany): string {
  const { width, height } = SHARE_CARD;
  const warriors = sortByRank(Object.values(company.warriors));
  const shown = warriors.slice(0, SHOWN_WARRIORS);
  const more = warriors.length - shown.length;
  const name = fit(company.name, 28, SHARE_CARD.width - 160);
  const rows = shown.map((warrior, index) => {
    const y = 330 + index * 44;
    return [
      `<text x="80" y="${y}" font-size="30" fill="#f1e6cf">${xml(fit(warrior.name, 30, 640))}</text>`,
      `<text x="760" y="${y}" font-size="26" fill="#c9b48a">${xml(warrior.rank)}</text>`,
    ].join('');
  });
  if (more > 0) {
    rows.push(
      `<text x="80" y="${330 + shown.length * 44}" font-size="24" fill="#c9b48a">and ${more} more</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#2b2118"/>`,
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="#c9a45c" stroke-width="4" rx="12"/>`,
    `<g font-family="${FONT}">`,
    `<text x="80" y="130" font-size="${titleSize(name)}" font-weight="bold" fill="#f6d38b">${xml(name)}</text>`,
    `<text x="80" y="190" font-size="32" fill="#e9dcc0">${xml(company.race)} · Rating ${company.currentRating}</text>`,
    `<line x1="80" y1="240" x2="${width - 80}" y2="240" stroke="#6b5433" stroke-width="2"/>`,
    `<text x="80" y="284" font-size="22" fill="#a8926a" letter-spacing="3">WARRIORS</text>`,
    ...rows,
    `<text x="${width - 80}" y="${height - 56}" font-size="24" fill="#a8926a" text-anchor="end">Warband Ledger</text>`,
    '</g>',
    '</svg>',
  ].join('');
}

/**
 * A generous guess at a text's width in ems (bold DejaVu Sans): wide letters, narrow ones and
 * spaces apart, so that the widest names still fit.
 */
function widthInEms(text: string): number {
  let width = 0;
  for (const c of text) {
    if (c === ' ') width += 0.38;
    else if (/[MWmw@]/.test(c)) width += 1.15;
    else if (/[A-Z0-9]/.test(c)) width += 0.8;
    else width += 0.66;
  }
  return width;
}

/** Smaller type for a longer name, down to a floor, so the name fits within the frame. */
function titleSize(name: string): number {
  const room = SHARE_CARD.width - 160;
  return Math.max(28, Math.min(60, Math.floor(room / widthInEms(name))));
}

/** As much of `text` as fits in `room` pixels at `size`, cut with an ellipsis. */
function fit(text: string, size: number, room: number): string {
  const chars = [...text];
  if (widthInEms(text) * size <= room) return text;
  while (chars.length > 1 && (widthInEms(chars.join('')) + 1) * size > room) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

let loading: Promise<typeof Sharp> | undefined;
function loadSharp() {
  loading ??= import('sharp').then(({ default: sharp }) => sharp);
  return loading;
}

export async function renderShareCard(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Cards drawn lately, by company and the owner's data version, which every write to their
 * companies or warriors raises: a changed company gets a new card, an unchanged one is not
 * drawn again for every crawler that asks.
 */
const cards = new Map<string, Buffer>();

function remember(key: string, png: Buffer) {
  cards.set(key, png);
  const oldest = cards.keys().next();
  if (cards.size > CACHED_CARDS && !oldest.done) cards.delete(oldest.value);
}

/**
 * GET /company/shared/{userId}/{shareId}/card.png: the shared company's picture for link
 * previews, to anyone when the company is shared (the same answer as the shared page's
 * otherwise). Answers the PNG and the key it was cached under.
 */
export async function readShareCard(
  ctx: ServiceContext,
  input: { userId: string; shareId: string },
): Promise<{ png: Buffer; version: string }> {
  const company = await readSharedCompany(ctx, null, input);
  const dataVersion = await readDataVersion(ctx.db, input.userId, 'companies');
  const version = `${company.id}.${company.revision}.${dataVersion}`;
  const cached = cards.get(version);
  if (cached) {
    // Most recently used last, so the oldest goes first.
    cards.delete(version);
    cards.set(version, cached);
    return { png: cached, version };
  }
  const png = await renderShareCard(shareCardSvg(company));
  remember(version, png);
  return { png, version };
}
