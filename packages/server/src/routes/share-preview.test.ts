import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyShare, SharedCompany } from '@warband/schemas';
import { shareCardSvg } from '../services/company/share-card';
import {
  createCompany,
  createWarrior,
  heroPayload,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { useTestApp } from '../../test/helpers';
import { lifecycleApi } from '../../test/lifecycle';

const t = useTestApp();
const DISCORD = 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

/** A shared company with a living hero and a fallen one, and a second company of the owner's. */
async function sharedCompany() {
  const { user, company, api } = await playerWithCompany(t.app);
  await createWarrior(t.app, user, company.id, heroPayload({ name: 'Háma' }));
  const fallen = await createWarrior(t.app, user, company.id, heroPayload({ name: 'Théodred' }));
  await api.updateWarrior(fallen.id, toPayload(fallen, { status: 'dead' }));
  await createCompany(t.app, user, { name: 'Secret Company' });
  const sharing = lifecycleApi(t.app, user);
  const { shareUrl } = (await sharing.share(company.id, true)).json<CompanyShare>();
  const path = new URL(shareUrl).pathname;
  return {
    user,
    company,
    api,
    sharing,
    path,
    card: `/api${path.replace('/company/', '/company/shared/')}/card.png`,
  };
}

const pageFor = (url: string, userAgent: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

/** The width and height a PNG's header gives (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link previews of a shared company', () => {
  let shared: Awaited<ReturnType<typeof sharedCompany>>;
  beforeAll(async () => {
    shared = await sharedCompany();
  });

  it('answer a link-preview program Open Graph and Twitter card tags, and nothing private', async () => {
    const response = await pageFor(shared.path, DISCORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain(
      '<meta property="og:title" content="Riders of the Mark · Warband Ledger">',
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).toContain(
      '<meta property="og:description" content="Rohan battle company · Rating',
    );
    expect(page).toContain(`<meta property="og:image" content="http://ledger.test${shared.card}">`);
    expect(page).toContain(
      `<meta name="twitter:image" content="http://ledger.test${shared.card}">`,
    );
    for (const secret of [shared.user.email, shared.user.name, 'Théodred', 'Secret Company']) {
      expect(page, secret).not.toContain(secret);
    }
    for (const agent of [
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0',
      'WhatsApp/2.23',
      'TelegramBot (like TwitterBot)',
    ]) {
      expect((await pageFor(shared.path, agent)).body, agent).toContain('og:image');
    }
  });

  it('leave a browser to the web app, and tell nothing of a company that is not shared', async () => {
    expect((await pageFor(shared.path, BROWSER)).body).not.toContain('og:title');
    const other = await playerWithCompany(t.app);
    const { shareUrl } = (
      await lifecycleApi(t.app, other.user).shareState(other.company.id)
    ).json<CompanyShare>();
    const hidden = await pageFor(new URL(shareUrl).pathname, DISCORD);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('Riders of the Mark');
    expect(hidden.body).not.toContain('og:image');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api${new URL(shareUrl).pathname.replace('/company/', '/company/shared/')}/card.png`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('draw a 1200 × 630 PNG, kept until the company changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: shared.card });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: shared.card,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const read = await t.app.inject({ method: 'GET', url: shared.card.replace('/card.png', '') });
    const renamed = await shared.api.updateCompany(shared.company.id, {
      name: 'Riders of Edoras',
      race: 'Rohan',
      influence: 5,
      backstory: '',
      revision: read.json<SharedCompany>().revision,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const redrawn = await t.app.inject({
      method: 'GET',
      url: shared.card,
      headers: { 'if-none-match': etag },
    });
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).not.toBe(etag);
    expect(redrawn.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('draw only what the shared page shows', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api${shared.path.replace('/company/', '/company/shared/')}`,
    });
    const svg = shareCardSvg(read.json<SharedCompany>());
    expect(svg).toContain('Háma');
    expect(svg).toContain('Hero');
    for (const secret of [shared.user.email, shared.user.name, 'Théodred', 'Secret Company']) {
      expect(svg, secret).not.toContain(secret);
    }
  });
});
