import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Company, Warrior } from '@warband/schemas';
import { UPLOAD_USED } from '../src/services/image/store-upload';
import { IMAGE_SWEEP_AGE_MS } from '../src/services/image/sweep-images';
import { sweepExpired } from '../src/services/sweep-expired';
import { aftermathFor, applied, battleApi } from './battles';
import { createWarrior, heroPayload, playerWithCompany, toPayload } from './companies';
import type { TestApp } from './helpers';
import { jpeg, otherJpeg, putUpload, storedBytes, uploadImage, uploadTarget } from './images';

const HOUR = 60 * 60 * 1000;
const SCRIPT = '<script>alert(1)</script>';

/** A JPEG with an HTML page in a comment segment and another after its end. */
async function polyglot(): Promise<Buffer> {
  const picture = await jpeg();
  const html = Buffer.from(`<html><body>${SCRIPT}</body></html>`);
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([picture.subarray(0, 2), comment, html, picture.subarray(2), html]);
}

/** What is kept of an upload: an 800×480 JPEG with nothing but the picture. */
async function expectCardImage(bytes: Buffer | null) {
  expect(bytes).not.toBeNull();
  const metadata = await sharp(bytes!).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 480 });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.comments ?? []).toEqual([]);
  expect(bytes!.includes('<script')).toBe(false);
  expect(bytes!.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
}

/**
 * The behaviour every image storage shares (the local disk and a bucket), run by each
 * storage's test file against its app.
 */
export function imageStorageCases(t: TestApp) {
  const stored = async (url: string) => (await storedBytes(t.app, url)) !== null;
  const settled = () => t.app.background.settled();
  const sweep = (after: number) =>
    sweepExpired({ db: t.db, images: t.app.images }, new Date(Date.now() + after));

  async function heroWithImage() {
    const player = await playerWithCompany(t.app);
    const { user, company } = player;
    const image = await uploadImage(t.app, user, company.id);
    const hero = await createWarrior(t.app, user, company.id, heroPayload({ image }));
    return { ...player, image, hero, battles: battleApi(t.app, user) };
  }

  describe('images a battle can bring back', () => {
    it('keeps an image replaced after a battle, and undoing the battle shows it again', async () => {
      const { user, company, api, image, hero, battles } = await heroWithImage();
      const battle = aftermathFor([hero]);
      const after = await applied(await battles.apply(company.id, battle));
      const replacement = await uploadImage(t.app, user, company.id, await otherJpeg());
      const replaced = await api.updateWarrior(
        hero.id,
        toPayload(after.warriors[hero.id]!, { image: replacement }),
      );
      expect(replaced.statusCode, replaced.body).toBe(200);
      await settled();
      expect(await stored(image)).toBe(true);

      const undone = await applied(await battles.undoConfirmed(company.id, battle.battleId));
      expect(undone.warriors[hero.id]!.image).toBe(image);
      expect(await stored(image)).toBe(true);
    });

    it('keeps the image of a warrior deleted after a battle, and undo brings both back', async () => {
      const { company, api, image, hero, battles } = await heroWithImage();
      const battle = aftermathFor([hero]);
      await applied(await battles.apply(company.id, battle));
      expect((await api.deleteWarrior(hero.id)).statusCode).toBe(204);
      await settled();
      expect(await stored(image)).toBe(true);

      const undone = await applied(await battles.undoConfirmed(company.id, battle.battleId));
      expect(undone.warriors[hero.id]!.image).toBe(image);
      expect(await stored(image)).toBe(true);
    });

    it('still removes at once an image replaced before any battle named it', async () => {
      const { user, company, api, image, hero } = await heroWithImage();
      const replacement = await uploadImage(t.app, user, company.id, await otherJpeg());
      const replaced = await api.updateWarrior(hero.id, toPayload(hero, { image: replacement }));
      expect(replaced.statusCode).toBe(200);
      await settled();
      expect(await stored(image)).toBe(false);
      expect(await stored(replacement)).toBe(true);
    });
  });

  describe('the sweep of image files', () => {
    it('removes, once a day old, uploads never saved and files only undone battles named', async () => {
      const { user, company, api, image: first, hero, battles } = await heroWithImage();
      const unsaved = await uploadImage(t.app, user, company.id);
      const replace = async (warrior: Warrior) => {
        const image = await uploadImage(t.app, user, company.id, await otherJpeg());
        const response = await api.updateWarrior(hero.id, toPayload(warrior, { image }));
        expect(response.statusCode, response.body).toBe(200);
        return image;
      };
      const battle = async () => {
        const aftermath = aftermathFor([hero]);
        const answer: Company = await applied(await battles.apply(company.id, aftermath));
        return { id: aftermath.battleId, hero: answer.warriors[hero.id]! };
      };
      const undo = async (battleId: string) =>
        (await applied(await battles.undoConfirmed(company.id, battleId))).warriors[hero.id]!;

      // first → second → third, each replacement after a battle; then both battles undone,
      // which leaves second named by an undone battle only and third by nothing.
      const one = await battle();
      const second = await replace(one.hero);
      const two = await battle();
      const third = await replace(two.hero);
      expect((await undo(two.id)).image).toBe(second);
      expect((await undo(one.id)).image).toBe(first);
      // A battle that still stands keeps the image the warrior had, once replaced again.
      const three = await battle();
      const fourth = await replace(three.hero);
      await settled();
      const all = { first, second, third, fourth, unsaved };
      const present = async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(all).map(async ([name, url]) => [name, await stored(url)]),
          ),
        );
      expect(await present()).toEqual({
        first: true,
        second: true,
        third: true,
        fourth: true,
        unsaved: true,
      });

      // Younger than a day: nothing goes, however little names it.
      expect((await sweep(HOUR)).images).toBe(0);
      expect(Object.values(await present()).every(Boolean)).toBe(true);

      const swept = await sweep(IMAGE_SWEEP_AGE_MS + HOUR);
      expect(await present()).toEqual({
        first: true,
        second: false,
        third: false,
        fourth: true,
        unsaved: false,
      });
      expect(swept.images).toBeGreaterThanOrEqual(3);
      expect((await api.warriors(company.id)).json<Warrior[]>()[0]!.image).toBe(fourth);
    });
  });

  describe('every upload is stored anew', () => {
    it.each([
      [
        'a JPEG followed by 9.5 MB of junk',
        async () =>
          Buffer.concat([await jpeg(), Buffer.alloc(9.5 * 1024 * 1024, `<html>${SCRIPT}</html>`)]),
      ],
      ['a JPEG that is also an HTML page', polyglot],
      [
        'a JPEG with text in its EXIF and a colour profile',
        () =>
          sharp({ create: { width: 800, height: 480, channels: 3, background: '#806040' } })
            .withExif({ IFD0: { ImageDescription: SCRIPT, Copyright: SCRIPT } })
            .withIccProfile('p3')
            .jpeg()
            .toBuffer(),
      ],
    ])('keeps only the picture of %s', async (_label, bytes) => {
      const { user, company } = await playerWithCompany(t.app);
      const sent = await bytes();
      const target = await uploadTarget(t.app, user, company.id);
      const response = await putUpload(t.app, target.signedRequest, sent);
      expect(response.status, response.body).toBeLessThan(300);
      const kept = await storedBytes(t.app, target.url);
      await expectCardImage(kept);
      expect(kept!.length).toBeLessThan(200 * 1024);
      // And a warrior can be saved with it.
      const hero = await createWarrior(t.app, user, company.id, heroPayload({ image: target.url }));
      expect(hero.image).toBe(target.url);
    });
  });

  describe('one upload per address', () => {
    it('refuses a second PUT to an address and keeps the stored image as it was', async () => {
      const { user, company } = await playerWithCompany(t.app);
      const target = await uploadTarget(t.app, user, company.id);
      expect((await putUpload(t.app, target.signedRequest, await jpeg())).status).toBeLessThan(300);
      const kept = await storedBytes(t.app, target.url);
      const hero = await createWarrior(t.app, user, company.id, heroPayload({ image: target.url }));

      const again = await putUpload(t.app, target.signedRequest, await otherJpeg());
      expect(again.status).toBe(409);
      expect(JSON.parse(again.body)).toMatchObject({ message: UPLOAD_USED });
      expect((await storedBytes(t.app, hero.image))!.equals(kept!)).toBe(true);
    });

    it('lets only one of two PUTs at once to the same address store its bytes', async () => {
      const { user, company } = await playerWithCompany(t.app);
      const target = await uploadTarget(t.app, user, company.id);
      const [red, blue] = [await jpeg(), await otherJpeg()];
      const answers = await Promise.all([
        putUpload(t.app, target.signedRequest, red),
        putUpload(t.app, target.signedRequest, blue),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
      const kept = await storedBytes(t.app, target.url);
      const winner = answers[0]!.status === 204 ? red : blue;
      const pixels = (bytes: Buffer) => sharp(bytes).resize(8, 8).raw().toBuffer();
      const keptPixels = await pixels(kept!);
      const winnerPixels = await pixels(winner);
      const difference = keptPixels.reduce(
        (sum, value, index) => sum + Math.abs(value - winnerPixels[index]!),
        0,
      );
      expect(difference / keptPixels.length).toBeLessThan(4);
    });
  });
}
