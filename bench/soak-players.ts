// The soak's players: each registered and seeded through the API with a company or two, then
// playing a realistic mix until the run ends, on one server (a few on both, with a second
// device). Each keeps a model of what the server has acknowledged to it, which the run's
// answers and the final read-back are held to (bench/soak-checks.ts).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  BATTLE_RESULTS,
  experienceAfter,
  experienceGain,
  itemAt,
  levelUpKind,
  levelUpsBetween,
  present,
} from '@warband/rules';
import {
  AuthUser,
  BattleHistory,
  Campaign,
  CampaignMatch,
  CampaignView,
  Company,
  CompanyFile,
  CreatedInvite,
  Wargear,
  Warrior,
  WarriorImageUpload,
  type AftermathFormValues,
} from '@warband/schemas';
import { warrior as seededWarrior } from './seed';
import {
  Device,
  UnresolvedError,
  type Answer,
  type Call,
  type Endpoint,
  type Traffic,
} from './soak-http';
import { sleep } from './table';

const WARRIORS_PER_COMPANY = 5;
const LIBRARY_KINDS = ['wargear', 'rule', 'spell', 'heroicAction'] as const;
/** The entries each player starts with in each library. */
const LIBRARY: Record<(typeof LIBRARY_KINDS)[number], number> = {
  wargear: 10,
  rule: 3,
  spell: 3,
  heroicAction: 3,
};
export const CAMPAIGNS = 4;
const FIRST_MATCHES = 3;
/** A player's pause between two actions, as someone reading a page and tapping. */
const THINK_MS = { least: 500, most: 2500 };
const PASSWORD = 'a soak password';

const Companies = Company.array();

/** What a warrior's acknowledged state is held to: the fields the players change. */
export interface WarriorState {
  companyId: string;
  revision: number;
  name: string;
  biography: string;
  image: string;
  experience: number;
}

export const stateOf = (warrior: Warrior): WarriorState => ({
  companyId: warrior.companyId,
  revision: warrior.revision,
  name: warrior.name,
  biography: warrior.biography,
  image: warrior.image,
  experience: warrior.experience,
});

/** The fields two states of one warrior differ in. */
export function differences(expected: WarriorState, actual: WarriorState): string[] {
  return (['revision', 'name', 'biography', 'image', 'experience'] as const)
    .filter((field) => expected[field] !== actual[field])
    .map(
      (field) =>
        `${field} ${JSON.stringify(actual[field])}, expected ${JSON.stringify(expected[field])}`,
    );
}

/** The newest state the server acknowledged of each of a player's rows, by revision. */
export class Model {
  readonly warriors = new Map<string, WarriorState>();
  readonly companies = new Map<string, { revision: number; influence: number }>();
  /** Per company of the player's own (copies aside): its battles applied and not undone. */
  readonly battles = new Map<string, string[]>();
  /** Wargear entries created. */
  readonly wargear = new Set<string>();
  /** Imported copies still there, with their warriors' names; and those deleted since. */
  readonly copies = new Map<string, string[]>();
  readonly deletedCopies = new Set<string>();

  warrior(warrior: Warrior): void {
    const known = this.warriors.get(warrior.id);
    if (!known || known.revision < warrior.revision)
      this.warriors.set(warrior.id, stateOf(warrior));
  }

  company(company: Company): void {
    const known = this.companies.get(company.id);
    if (!known || known.revision < company.revision) {
      this.companies.set(company.id, { revision: company.revision, influence: company.influence });
    }
    for (const warrior of Object.values(company.warriors)) this.warrior(warrior);
  }
}

/** A campaign of the run: its members' battle companies and the matches recorded in it. */
export interface CampaignSeat {
  id: string;
  owner: Player;
  companyIds: string[];
  matches: Set<string>;
}

/** What the run finds wrong as it goes, and what it counts. */
export interface Findings {
  /** An acknowledged answer that contradicts what was sent or what the model holds. */
  contradictions: string[];
  /** A read older than a write acknowledged to the player before it was sent. */
  staleReads: string[];
  /** An answer the mix did not expect (a 4xx other than a conflict it handles). */
  unexpected: string[];
  staleConflicts: number;
  battles: number;
  undos: number;
  /** Undos asked again with the state their refusal named, as a player confirms. */
  undoConfirmations: number;
  uploads: number;
  imports: number;
}

export interface World {
  servers: readonly [Endpoint, Endpoint];
  traffic: Traffic;
  findings: Findings;
  campaigns: CampaignSeat[];
  jpeg: Buffer;
  /** When the players stop starting actions, ms since the epoch. */
  until: number;
}

/** A player's browser on one server, with what it last read or was answered. */
interface Session {
  device: Device;
  /** The companies this device edits. */
  companyIds: string[];
  cache: Map<string, Company>;
}

class UnexpectedAnswer extends Error {}

export class Player {
  token = '';
  readonly model = new Model();
  readonly sessions: Session[] = [];
  battleCompanyId = '';
  otherCompanyId: string | null = null;
  campaign: CampaignSeat | null = null;
  /** Battles applied and not undone, newest last, with the company as it was before each. */
  private readonly undoable: { battleId: string; before: Company }[] = [];
  private seq = 0;
  private lastCopy: string | null = null;

  constructor(
    readonly index: number,
    private readonly world: World,
    /** Two companies, and a second device on the other server editing the second one. */
    readonly shape: { companies: 1 | 2; secondDevice: boolean },
  ) {}

  get label(): string {
    return `player ${this.index}`;
  }

  get home(): Endpoint {
    return itemAt(this.world.servers, this.index % 2);
  }

  /** Registers, logs in and builds the libraries, the companies and the devices. */
  async seed(): Promise<void> {
    const device = new Device(this.home, this.world.traffic);
    const email = `soak.player.${this.index}@example.test`;
    await this.expect(
      device,
      {
        method: 'POST',
        path: '/api/users/register',
        label: 'POST /api/users/register',
        json: {
          name: `Player ${this.index}`,
          email,
          confirmEmail: email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      },
      201,
    );
    const auth = await this.expect(
      device,
      {
        method: 'POST',
        path: '/api/users/authenticate',
        label: 'POST /api/users/authenticate',
        json: { email, password: PASSWORD },
      },
      200,
    );
    this.token = AuthUser.parse(auth.body).token;
    for (const kind of LIBRARY_KINDS) {
      for (let i = 0; i < LIBRARY[kind]; i++) {
        const created = await this.write(
          device,
          'POST',
          `/api/${kind}/create`,
          libraryEntry(kind, i),
          201,
        );
        if (kind === 'wargear') this.model.wargear.add(Wargear.parse(created.body).id);
      }
    }
    this.battleCompanyId = await this.createCompany(device, 'Riders');
    if (this.shape.companies === 2)
      this.otherCompanyId = await this.createCompany(device, 'Scouts');
    const main: Session = {
      device,
      companyIds: [this.battleCompanyId, ...(this.otherCompanyId ? [this.otherCompanyId] : [])],
      cache: new Map(),
    };
    this.sessions.push(main);
    if (this.shape.secondDevice && this.otherCompanyId) {
      const other = itemAt(this.world.servers, (this.index + 1) % 2);
      this.sessions.push({
        device: new Device(other, this.world.traffic),
        companyIds: [this.otherCompanyId],
        cache: new Map(),
      });
    }
    for (const session of this.sessions) await this.readCompanies(session);
  }

  private async createCompany(device: Device, kind: string): Promise<string> {
    const answer = await this.write(
      device,
      'POST',
      '/api/company/create',
      { name: `Player ${this.index}'s ${kind}`, race: 'Rohan', influence: 5, backstory: '' },
      201,
    );
    const company = Company.parse(answer.body);
    this.model.company(company);
    this.model.battles.set(company.id, []);
    for (let w = 0; w < WARRIORS_PER_COMPANY; w++) {
      const created = await this.write(
        device,
        'POST',
        '/api/warrior/create',
        seededWarrior(company.id, w),
        201,
      );
      this.model.warrior(Warrior.parse(created.body));
    }
    return company.id;
  }

  /** Plays until the world's `until`; each device on its own, as two browsers. */
  async play(): Promise<void> {
    await Promise.all(
      this.sessions.map(async (session, i) => {
        const mix = i === 0 ? this.mainMix(session) : this.secondMix(session);
        const total = mix.reduce((sum, [weight]) => sum + weight, 0);
        await sleep(Math.random() * THINK_MS.most);
        while (Date.now() < this.world.until) {
          let roll = Math.random() * total;
          const action = present(mix.find(([weight]) => (roll -= weight) < 0)?.[1], 'action');
          try {
            await action();
          } catch (error) {
            // A call given up on is counted where it was sent; anything else is a finding (an
            // answer the mix did not expect, or one its schema refuses), and the player goes on.
            if (!(error instanceof UnresolvedError)) {
              const message = error instanceof Error ? error.message : String(error);
              this.world.findings.unexpected.push(
                error instanceof UnexpectedAnswer ? message : `${this.label}: ${message}`,
              );
            }
          }
          await sleep(THINK_MS.least + Math.random() * (THINK_MS.most - THINK_MS.least));
        }
      }),
    );
  }

  /** What the player does on their own device: weights out of 100. */
  private mainMix(session: Session): [number, () => Promise<void>][] {
    return [
      [16, () => this.readCompanies(session)],
      [8, () => this.readCampaign(session)],
      [8, () => this.readLibrary(session)],
      [6, () => this.readTimeline(session)],
      [4, () => this.readHistory(session)],
      [18, () => this.editWarrior(session)],
      [10, () => this.submitAftermath(session)],
      [4, () => this.undoLastBattle(session)],
      [5, () => this.uploadImage(session)],
      [3, () => this.importCopy(session)],
      [3, () => this.recordMatch(session)],
      [3, () => this.addWargear(session)],
    ];
  }

  /** The second device only reads and edits the second company, at the same time as the first. */
  private secondMix(session: Session): [number, () => Promise<void>][] {
    return [
      [1, () => this.readCompanies(session)],
      [1, () => this.editWarrior(session)],
    ];
  }

  // The reads.

  private async readCompanies(session: Session): Promise<void> {
    // What the player had been told before asking: the answer may not be older.
    const told = [...this.model.warriors].map(([id, state]) => ({ id, ...state }));
    const answer = await this.read(session.device, '/api/companies', 'GET /api/companies');
    const companies = new Map(Companies.parse(answer.body).map((company) => [company.id, company]));
    for (const id of this.model.battles.keys()) {
      const company = companies.get(id);
      if (company) session.cache.set(id, company);
    }
    for (const { id, companyId, revision } of told) {
      const read = companies.get(companyId)?.warriors[id];
      if (read && read.revision >= revision) continue;
      this.world.findings.staleReads.push(
        `${this.label} on ${session.device.server.name}: GET /api/companies answered warrior ` +
          `${id} at revision ${read?.revision ?? '(none)'} after revision ${revision} was acknowledged`,
      );
    }
  }

  private async readCampaign(session: Session): Promise<void> {
    if (!this.campaign) {
      await this.read(session.device, '/api/campaigns', 'GET /api/campaigns');
      return;
    }
    const answer = await this.read(
      session.device,
      `/api/campaign/${this.campaign.id}`,
      'GET /api/campaign/:id',
    );
    CampaignView.parse(answer.body);
  }

  private async readLibrary(session: Session): Promise<void> {
    const kind = itemAt(LIBRARY_KINDS, Math.floor(Math.random() * LIBRARY_KINDS.length));
    await this.read(session.device, `/api/${kind}`, `GET /api/${kind}`);
  }

  private async readTimeline(session: Session): Promise<void> {
    const companyId = pick(session.companyIds);
    await this.read(
      session.device,
      `/api/company/${companyId}/timeline`,
      'GET /api/company/:id/timeline',
    );
  }

  private async readHistory(session: Session): Promise<void> {
    const answer = await this.read(
      session.device,
      `/api/company/${this.battleCompanyId}/battles`,
      'GET /api/company/:id/battles',
    );
    BattleHistory.parse(answer.body);
  }

  // The writes.

  /**
   * Renames a warrior and rewrites its biography (and sets its image, when given), from the
   * copy the device holds; on 409 STALE it reads the companies again and saves anew, as the
   * editor's "save over it" does.
   */
  private async editWarrior(session: Session, image?: { companyId: string; url: string }) {
    const companyId = image?.companyId ?? pick(session.companyIds);
    const warriorId = pick(Object.keys(this.cached(session, companyId).warriors));
    const seq = ++this.seq;
    const name = `Rider ${this.index}.${seq}`;
    const biography = `Written on device ${this.sessions.indexOf(session)} as edit ${seq}.`;
    for (let tries = 0; tries < 5; tries++) {
      const stored = present(this.cached(session, companyId).warriors[warriorId], 'warrior');
      const body = { ...stored, name, biography, ...(image ? { image: image.url } : {}) };
      const answer = await session.device.send({
        method: 'PUT',
        path: `/api/warrior/${warriorId}`,
        label: 'PUT /api/warrior/:id',
        json: body,
        token: this.token,
      });
      if (answer.status === 409 && isStale(answer.body)) {
        this.world.findings.staleConflicts++;
        await this.readCompanies(session);
        continue;
      }
      this.check(answer, 200, 'PUT /api/warrior/:id');
      const saved = Warrior.parse(answer.body);
      if (saved.name !== name || saved.biography !== biography || saved.image !== body.image) {
        this.contradiction(`PUT /api/warrior/${warriorId} answered other values than it was sent`);
      }
      this.model.warrior(saved);
      const company = this.cached(session, companyId);
      session.cache.set(companyId, {
        ...company,
        warriors: { ...company.warriors, [saved.id]: saved },
      });
      return;
    }
    throw new UnexpectedAnswer(
      `${this.label}: PUT /api/warrior/${warriorId} stale five times in a row`,
    );
  }

  /**
   * The War's Aftermath of a battle of the whole battle company, with the level-ups the
   * experience owes (a new rule for a hero, no change for a warrior), as the wizard sends it.
   */
  private async submitAftermath(session: Session): Promise<void> {
    const before = this.cached(session, this.battleCompanyId);
    const result = pick(BATTLE_RESULTS);
    const warriors = Object.values(before.warriors).filter((w) => w.status !== 'dead');
    const expected = new Map<string, number>();
    const levelUps: NonNullable<AftermathFormValues['levelUps']> = [];
    for (const warrior of warriors) {
      const gain = experienceGain({ ...warrior, woundsInflicted: 0 }, result).total;
      const after = experienceAfter(warrior.experience, gain);
      expected.set(warrior.id, after);
      for (let slot = 0; slot < levelUpsBetween(warrior.experience, after); slot++) {
        levelUps.push(
          levelUpKind(warrior) === 'hero'
            ? {
                kind: 'hero',
                warriorId: warrior.id,
                chosenPath: warrior.chosenPath ? null : 'Custom',
                customPath: warrior.chosenPath ? '' : 'Rider of the Mark',
                perks: [
                  {
                    kind: 'rule',
                    rule: { mode: 'new', libraryId: null, name: `Lesson ${++this.seq}` },
                  },
                ],
              }
            : { kind: 'warrior', warriorId: warrior.id, result: 'noChange' },
        );
      }
    }
    const battle: AftermathFormValues = {
      battleId: randomUUID(),
      result,
      opponentRating: 0,
      participants: warriors.map((warrior) => ({ warriorId: warrior.id })),
      levelUps,
    };
    const answer = await this.write(
      session.device,
      'PUT',
      `/api/company/${this.battleCompanyId}/battle`,
      battle,
      200,
      'PUT /api/company/:id/battle',
    );
    const company = Company.parse(answer.body);
    for (const [id, experience] of expected) {
      if (company.warriors[id]?.experience !== experience) {
        this.contradiction(
          `PUT /api/company/${company.id}/battle answered warrior ${id} with experience ` +
            `${company.warriors[id]?.experience}, expected ${experience}`,
        );
      }
    }
    this.model.company(company);
    present(this.model.battles.get(company.id), 'battles').push(battle.battleId);
    this.undoable.push({ battleId: battle.battleId, before });
    session.cache.set(company.id, company);
    this.world.findings.battles++;
  }

  /**
   * Undoes the newest battle as the Battle History's Undo does: asked plainly, and when the
   * company changed since the battle, confirmed with the state that refusal named (again,
   * should another device change it meanwhile).
   */
  private async undoLastBattle(session: Session): Promise<void> {
    const last = this.undoable.pop();
    if (!last) return this.submitAftermath(session);
    const label = 'POST /api/company/:id/battles/:battleId/undo';
    let confirmation: object = { discardEdits: false };
    let answer: Answer | undefined;
    for (let tries = 0; tries < 5; tries++) {
      answer = await session.device.send({
        method: 'POST',
        path: `/api/company/${this.battleCompanyId}/battles/${last.battleId}/undo`,
        label,
        json: confirmation,
        token: this.token,
      });
      const seen = changedSinceBattle(answer);
      if (seen === null) break;
      this.world.findings.undoConfirmations++;
      confirmation = { discardEdits: true, seen };
    }
    this.check(present(answer, 'the undo'), 200, label);
    const company = Company.parse(present(answer, 'the undo').body);
    for (const warrior of Object.values(last.before.warriors)) {
      const now = company.warriors[warrior.id];
      const changed = now
        ? differences(stateOf(warrior), stateOf(now)).filter((d) => !d.startsWith('revision'))
        : ['missing'];
      if (changed.length > 0) {
        this.contradiction(
          `undo of battle ${last.battleId} put back warrior ${warrior.id} with ${changed.join(', ')}`,
        );
      }
    }
    if (company.influence !== last.before.influence) {
      this.contradiction(`undo of battle ${last.battleId} put back influence ${company.influence}`);
    }
    this.model.company(company);
    const battles = present(this.model.battles.get(company.id), 'battles');
    battles.splice(battles.indexOf(last.battleId), 1);
    session.cache.set(company.id, company);
    this.world.findings.undos++;
  }

  /**
   * A warrior's new picture: the upload address signed by this server, the bytes sent to the
   * other one (behind a load balancer either may take them; they share DATA_DIR), then the
   * warrior saved with the image's address.
   */
  private async uploadImage(session: Session): Promise<void> {
    const companyId = pick(session.companyIds);
    const asked = await this.write(
      session.device,
      'POST',
      '/api/warrior/image',
      { fileName: 'portrait.jpg', companyId },
      200,
    );
    const { signedRequest, url } = WarriorImageUpload.parse(asked.body).data;
    const other = itemAt(
      this.world.servers,
      this.world.servers[0] === session.device.server ? 1 : 0,
    );
    const put = await session.device.send(
      {
        method: 'PUT',
        path: signedRequest,
        label: 'PUT /api/uploads/:player/:company/:file',
        bytes: { data: this.world.jpeg, type: 'image/jpeg' },
      },
      other,
    );
    // A resend whose first attempt stored the bytes finds the address used: stored all the same.
    if (!(put.status === 204 || (put.status === 409 && put.resent))) {
      this.check(put, 204, 'PUT /api/uploads/:player/:company/:file');
    }
    this.world.findings.uploads++;
    try {
      await this.editWarrior(session, { companyId, url });
    } catch (error) {
      if (error instanceof UnexpectedAnswer) {
        error.message += ` [upload ${url} to ${other.name}: ${put.status}${put.resent ? ' resent' : ''}, saved through ${session.device.server.name}]`;
      }
      throw error;
    }
  }

  /** The battle company exported and imported as a copy; the copy before it deleted. */
  private async importCopy(session: Session): Promise<void> {
    const exported = await this.read(
      session.device,
      `/api/company/${this.battleCompanyId}/export`,
      'GET /api/company/:id/export',
    );
    const names = CompanyFile.parse(exported.body)
      .warriors.map((w) => w.name)
      .sort();
    const answer = await this.write(
      session.device,
      'POST',
      '/api/company/import',
      { file: exported.body },
      201,
    );
    const copy = Company.parse(answer.body);
    const copied = Object.values(copy.warriors)
      .map((w) => w.name)
      .sort();
    if (copied.join('\n') !== names.join('\n')) {
      this.contradiction(`POST /api/company/import answered other warriors than the file's`);
    }
    this.model.copies.set(copy.id, names);
    this.world.findings.imports++;
    const earlier = this.lastCopy;
    this.lastCopy = copy.id;
    if (!earlier) return;
    await this.write(
      session.device,
      'DELETE',
      `/api/company/${earlier}`,
      undefined,
      204,
      'DELETE /api/company/:id',
    );
    this.model.copies.delete(earlier);
    this.model.deletedCopies.add(earlier);
  }

  private async recordMatch(session: Session): Promise<void> {
    const campaign = this.campaign;
    if (!campaign) return this.readCompanies(session);
    const rival = pick(campaign.companyIds.filter((id) => id !== this.battleCompanyId));
    const answer = await this.write(
      session.device,
      'POST',
      `/api/campaign/${campaign.id}/matches`,
      { companyIds: [this.battleCompanyId, rival], scenario: 'Hold the ford' },
      201,
      'POST /api/campaign/:id/matches',
    );
    campaign.matches.add(CampaignMatch.parse(answer.body).id);
  }

  private async addWargear(session: Session): Promise<void> {
    const answer = await this.write(
      session.device,
      'POST',
      '/api/wargear/create',
      libraryEntry('wargear', ++this.seq),
      201,
    );
    this.model.wargear.add(Wargear.parse(answer.body).id);
  }

  // Helpers.

  private cached(session: Session, companyId: string): Company {
    return present(session.cache.get(companyId), `company ${companyId} on the device`);
  }

  async read(device: Device, path: string, label: string): Promise<Answer> {
    return this.expect(device, { method: 'GET', path, label, token: this.token }, 200);
  }

  async write(
    device: Device,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    json: unknown,
    status: number,
    label = `${method} ${path}`,
  ): Promise<Answer> {
    return this.expect(device, { method, path, label, json, token: this.token }, status);
  }

  private async expect(device: Device, call: Call, status: number): Promise<Answer> {
    const answer = await device.send(call);
    this.check(answer, status, call.label);
    return answer;
  }

  private check(answer: Answer, status: number, label: string): void {
    if (answer.status === status) return;
    throw new UnexpectedAnswer(
      `${this.label}: ${label} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
  }

  private contradiction(what: string): void {
    this.world.findings.contradictions.push(`${this.label}: ${what}`);
  }

  close(): void {
    for (const session of this.sessions) session.device.close();
  }
}

/** The company state a 409 CHANGED_SINCE_BATTLE names, for the confirmation to send back. */
function changedSinceBattle(answer: Answer): string | null {
  const body = answer.body;
  if (answer.status !== 409 || typeof body !== 'object' || body === null) return null;
  const current: unknown = Reflect.get(body, 'current');
  return Reflect.get(body, 'code') === 'CHANGED_SINCE_BATTLE' && typeof current === 'string'
    ? current
    : null;
}

function isStale(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Reflect.get(body, 'code') === 'STALE';
}

function pick<T>(list: readonly T[]): T {
  return itemAt(list, Math.floor(Math.random() * list.length));
}

function libraryEntry(kind: (typeof LIBRARY_KINDS)[number], i: number): object {
  switch (kind) {
    case 'wargear':
      return {
        name: `Item ${i}`,
        description: 'Well kept',
        pointsLow: i % 5,
        pointsHigh: (i % 5) + 2,
        mount: 0,
      };
    case 'rule':
      return { name: `Rule ${i}`, description: 'Does something useful' };
    case 'spell':
      return { name: `Spell ${i}`, description: 'Magic', baseCastingValue: 3 };
    case 'heroicAction':
      return { name: `Heroic ${i}`, description: 'Bold' };
  }
}

/** A valid 800 × 480 JPEG, as the web app's crop makes one. */
export function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 480, channels: 3, background: '#5a4a2a' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The campaigns: each owned by one player, every player a member of one with their battle
 * company (joined with the owner's invite), and a few matches recorded to start with.
 */
export async function seedCampaigns(players: Player[], world: World): Promise<void> {
  for (let c = 0; c < CAMPAIGNS; c++) {
    const members = players.filter((player) => player.index % CAMPAIGNS === c);
    const owner = itemAt(members, 0);
    const device = present(owner.sessions[0], 'device').device;
    const created = await owner.write(
      device,
      'POST',
      '/api/campaign/create',
      { name: `Campaign ${c}`, description: 'Riders of the Mark', newRuleset: false },
      201,
    );
    const campaignId = Campaign.parse(created.body).id;
    const invite = await owner.write(
      device,
      'POST',
      `/api/campaign/${campaignId}/invites`,
      { maxUses: members.length },
      201,
      'POST /api/campaign/:id/invites',
    );
    const { token } = CreatedInvite.parse(invite.body);
    const seat: CampaignSeat = { id: campaignId, owner, companyIds: [], matches: new Set() };
    for (const member of members) {
      const session = present(member.sessions[0], 'device');
      await member.write(
        session.device,
        'POST',
        '/api/campaign/join',
        { token, companyIds: [member.battleCompanyId] },
        200,
      );
      seat.companyIds.push(member.battleCompanyId);
      member.campaign = seat;
    }
    for (let m = 0; m < FIRST_MATCHES; m++) {
      const n = seat.companyIds.length;
      const pair = [itemAt(seat.companyIds, m % n), itemAt(seat.companyIds, (m + 1) % n)];
      const match = await owner.write(
        device,
        'POST',
        `/api/campaign/${campaignId}/matches`,
        { companyIds: pair },
        201,
        'POST /api/campaign/:id/matches',
      );
      seat.matches.add(CampaignMatch.parse(match.body).id);
    }
    world.campaigns.push(seat);
  }
}
