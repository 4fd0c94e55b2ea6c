import { NotFoundError } from '../../errors';
import type { ServiceContext } from '../context';
import { readSharedCompany } from './read-shared-company';
import { SHARE_CARD, shareSummary } from './share-card';
import { shareUrlOf } from './share-link';

/** The programs that fetch a link to show its preview in a post or a chat. */
const LINK_PREVIEW_AGENTS =
  /facebookexternalhit|facebookcatalog|Twitterbot|Slackbot|Discordbot|WhatsApp|TelegramBot|LinkedInBot|Pinterestbot|redditbot|SkypeUriPreview|Mastodon|Embedly|vkShare|Iframely/i;

export function isLinkPreviewAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && LINK_PREVIEW_AGENTS.test(userAgent);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const html = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

function page(head: string[], body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    ...head,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

/**
 * What a link-preview program gets for a shared company's link: a page of Open Graph and
 * Twitter card tags naming the company, with its drawn card. Nothing the shared page does not
 * show is in it. A link that is off or wrong gets the app's name only, the same for both.
 */
export async function sharePreviewPage(
  ctx: ServiceContext,
  input: { userId: string; shareId: string },
): Promise<string> {
  const site = 'Warband Ledger';
  try {
    const company = await readSharedCompany(ctx, null, input);
    const url = shareUrlOf(ctx.config.publicUrl, input.userId, input.shareId);
    const image = `${ctx.config.publicUrl}/api/company/shared/${input.userId}/${input.shareId}/card.png`;
    const title = html(`${company.name} · ${site}`);
    const description = html(shareSummary(company));
    const meta = (attribute: string, name: string, content: string | number) =>
      `<meta ${attribute}="${name}" content="${content}">`;
    return page(
      [
        `<title>${title}</title>`,
        meta('name', 'description', description),
        meta('property', 'og:type', 'website'),
        meta('property', 'og:site_name', site),
        meta('property', 'og:title', title),
        meta('property', 'og:description', description),
        meta('property', 'og:url', html(url)),
        meta('property', 'og:image', html(image)),
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', SHARE_CARD.width),
        meta('property', 'og:image:height', SHARE_CARD.height),
        meta('property', 'og:image:alt', html(`${company.name}, ${company.race}`)),
        meta('name', 'twitter:card', 'summary_large_image'),
        meta('name', 'twitter:title', title),
        meta('name', 'twitter:description', description),
        meta('name', 'twitter:image', html(image)),
      ],
      `<h1>${html(company.name)}</h1><p>${description}</p>`,
    );
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return page(
      [`<title>${site}</title>`, `<meta property="og:title" content="${site}">`],
      `<h1>${site}</h1>`,
    );
  }
}
