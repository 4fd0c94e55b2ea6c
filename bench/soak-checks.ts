// What the soak holds the run to: every company read back against what each player was
// acknowledged, and the figures of the run (answers, connection errors, latency, RSS) against
// their limits. Prints a table of checks and a Markdown block for bench/RESULTS.md.
import { BattleHistory, CampaignView, Company, Wargear } from '@warband/schemas';
import { Device, type Attempt, type Traffic } from './soak-http';
import { differences, stateOf, type Findings, type Player, type World } from './soak-players';
import type { Life, SoakServer } from './soak-servers';
import { mib, printTable } from './table';

export const LIMITS = {
  readP99Ms: 100,
  writeP99Ms: 500,
  /** How far the mean RSS of the last window may be from that of the second. */
  rssDrift: 0.15,
};

const Companies = Company.array();
const Entries = Wargear.array();

/**
 * Reads every player's companies, battles, wargear and images, and every campaign, from each
 * server, and lists what differs from what the player was acknowledged: a lost write, or a
 * write no one was answered for.
 */
export async function readBack(players: Player[], world: World): Promise<string[]> {
  const lost: string[] = [];
  // A league counts only the battles fought for its own matches, which the players' battles
  // are not (docs/adr/0169-the-league-counts-its-own-matches.md): every company it shows
  // stands at none, however many battles its history holds.
  const battlesOf = new Map<string, number>();
  for (const player of players) {
    const { model } = player;
    for (const id of model.battles.keys()) battlesOf.set(id, 0);
    for (const server of world.servers) {
      const device = new Device(server, world.traffic);
      const where = `${player.label} on ${server.name}`;
      try {
        const read = await player.read(device, '/api/companies', 'GET /api/companies');
        const companies = new Map(Companies.parse(read.body).map((c) => [c.id, c]));
        for (const [id, expected] of model.warriors) {
          const warrior = companies.get(expected.companyId)?.warriors[id];
          const wrong = warrior ? differences(expected, stateOf(warrior)) : ['missing'];
          if (wrong.length > 0) lost.push(`${where}: warrior ${id}: ${wrong.join(', ')}`);
        }
        for (const [id, expected] of model.companies) {
          const company = companies.get(id);
          if (company?.revision !== expected.revision || company.influence !== expected.influence) {
            lost.push(
              `${where}: company ${id} at revision ${company?.revision} with influence ` +
                `${company?.influence}, expected ${expected.revision} and ${expected.influence}`,
            );
          }
        }
        for (const [id, names] of model.copies) {
          const copy = companies.get(id);
          const found = copy
            ? Object.values(copy.warriors)
                .map((w) => w.name)
                .sort()
            : [];
          if (found.join('\n') !== names.join('\n'))
            lost.push(`${where}: imported company ${id} missing or changed`);
        }
        for (const id of model.deletedCopies) {
          if (companies.has(id)) lost.push(`${where}: deleted company ${id} still listed`);
        }
        const history = await player.read(
          device,
          `/api/company/${player.battleCompanyId}/battles`,
          'GET /api/company/:id/battles',
        );
        const listed = BattleHistory.parse(history.body)
          .battles.map((b) => b.battleId)
          .sort();
        const applied = [...(model.battles.get(player.battleCompanyId) ?? [])].sort();
        if (listed.join() !== applied.join()) {
          lost.push(
            `${where}: battle history of ${listed.length} battles, expected ${applied.length}`,
          );
        }
        const wargear = await player.read(device, '/api/wargear', 'GET /api/wargear');
        const ids = new Set(Entries.parse(wargear.body).map((entry) => entry.id));
        const missing = [...model.wargear].filter((id) => !ids.has(id));
        if (missing.length > 0) lost.push(`${where}: wargear ${missing.join(', ')} missing`);
        const images = new Set([...model.warriors.values()].map((w) => w.image).filter(Boolean));
        for (const image of images) {
          const served = await device.send({ method: 'GET', path: image, label: 'GET /uploads/…' });
          if (served.status !== 200)
            lost.push(`${where}: image ${image} answered ${served.status}`);
        }
      } catch (error) {
        lost.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        device.close();
      }
    }
  }
  for (const campaign of world.campaigns) {
    for (const server of world.servers) {
      const device = new Device(server, world.traffic);
      const where = `campaign ${campaign.id} on ${server.name}`;
      try {
        const answer = await campaign.owner.read(
          device,
          `/api/campaign/${campaign.id}`,
          'GET /api/campaign/:id',
        );
        const view = CampaignView.parse(answer.body);
        const matches = new Set(view.matches.map((match) => match.id));
        const missing = [...campaign.matches].filter((id) => !matches.has(id));
        if (missing.length > 0) lost.push(`${where}: matches ${missing.join(', ')} missing`);
        for (const row of view.table) {
          const expected = battlesOf.get(row.companyId);
          if (expected !== undefined && row.battles !== expected) {
            lost.push(`${where}: ${row.name} shows ${row.battles} battles, expected ${expected}`);
          }
        }
      } catch (error) {
        lost.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        device.close();
      }
    }
  }
  return lost;
}

export interface RunFacts {
  minutes: number;
  players: number;
  devices: number;
  rateLimits: Record<string, string>;
  runStart: number;
  runEnd: number;
  killAt: number;
  readyAt: number;
  survivor: SoakServer;
  killed: SoakServer;
  traffic: Traffic;
  findings: Findings;
  lost: string[];
  /** The machine's one-minute load average as the run started and as it ended. */
  load: [number, number];
  /** The p99 of how late the players' event loop ran, in ms. */
  clientLagP99Ms: number;
}

interface Check {
  what: string;
  figure: string;
  pass: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const msOf = (attempt: Attempt) => attempt.endedAt - attempt.sentAt;
const mean = (values: number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const percent = (share: number | null) =>
  share === null ? 'too short to judge' : `${(100 * share).toFixed(1)} %`;
/** `m:ss` into the run; before it (while seeding), with a minus. */
const clock = (facts: RunFacts, at: number) => {
  const seconds = Math.round(Math.abs(at - facts.runStart) / 1000);
  const sign = at < facts.runStart ? '-' : '';
  return `${sign}${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Each value once with how often it came, most first. */
function counted(values: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const tally = (values: string[]) =>
  counted(values)
    .map(([value, n]) => `${value} ×${n}`)
    .join(', ');

interface ProcessFigures {
  label: string;
  start: number;
  peak: number;
  end: number;
  second: number;
  last: number;
  /** last / second - 1; null when a window holds no sample (the process served too little). */
  drift: number | null;
  /** CPU time it used over the run, as a share of one core and per answer it gave. */
  cpuShare: number;
  cpuPerAnswer: number;
}

/**
 * RSS of a process over the part of the run it served, and whether it stayed flat: the mean
 * of its last window within LIMITS.rssDrift of the mean of its second window, a window being a
 * minute (a third of what it served, when it served less than three minutes). And the CPU it
 * used meanwhile, which tells a busy server from a busy machine.
 */
function processFigures(
  label: string,
  life: Life,
  from: number,
  to: number,
  answers: number,
): ProcessFigures {
  const samples = life.rss.filter((s) => s.at >= from && s.at <= to);
  const first = samples[0];
  const final = samples.at(-1);
  const start = first?.at ?? from;
  const span = (final?.at ?? to) - start;
  const window = Math.min(60_000, span / 3);
  const within = (a: number, b: number) =>
    samples.filter((s) => s.at >= start + a && s.at < start + b).map((s) => s.bytes);
  const second = mean(within(window, 2 * window));
  const last = mean(within(span - window, span + 1));
  const bytes = samples.map((s) => s.bytes);
  const cpuMs = first && final ? final.cpuMs - first.cpuMs : 0;
  return {
    label,
    start: bytes[0] ?? 0,
    peak: Math.max(0, ...bytes),
    end: bytes.at(-1) ?? 0,
    second,
    last,
    drift: second > 0 && last > 0 ? last / second - 1 : null,
    cpuShare: span > 0 ? cpuMs / span : 0,
    cpuPerAnswer: cpuMs / Math.max(1, answers),
  };
}

/** Prints the figures and the checks; answers whether every check passed. */
export function report(facts: RunFacts): boolean {
  const { traffic, findings, killed, survivor } = facts;
  const run = traffic.attempts.filter((a) => a.phase === 'run');
  const answered = run.filter((a) => a.status !== null);
  const seconds = (facts.runEnd - facts.runStart) / 1000;
  const writesAcknowledged = answered.filter(
    (a) => a.kind === 'write' && a.status !== null && a.status < 300,
  ).length;

  const load = `load average ${facts.load[0].toFixed(1)} as it started, ${facts.load[1].toFixed(1)} as it ended`;
  console.log(
    `\n${facts.players} players (${facts.devices} devices) on two servers for ` +
      `${seconds.toFixed(0)} s (${load}): ${run.length} requests, ${(run.length / seconds).toFixed(1)} a ` +
      `second; ${writesAcknowledged} writes acknowledged. Rate limits raised for the run, as every ` +
      `player comes from 127.0.0.1 and the limit is per address: ` +
      `${Object.entries(facts.rateLimits)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ')}.`,
  );
  console.log(
    `Mix: ${findings.battles} aftermaths, ${findings.undos} undos, ${findings.uploads} image ` +
      `uploads, ${findings.imports} imports; ${findings.staleConflicts} edits met 409 STALE and ` +
      `were saved again on the revision read back; ${findings.undoConfirmations} undos were ` +
      `confirmed over the changes their refusal named.\n`,
  );

  const labels = [...new Set(run.map((a) => a.label))].sort();
  printTable(
    ['route (run)', 'answers', 'p50 ms', 'p99 ms', 'max ms', 'not 2xx', 'no answer'],
    labels.map((label) => {
      const mine = run.filter((a) => a.label === label);
      const times = mine
        .filter((a) => a.status !== null)
        .map(msOf)
        .sort((a, b) => a - b);
      return [
        label,
        String(times.length),
        String(percentile(times, 0.5)),
        String(percentile(times, 0.99)),
        String(times.at(-1) ?? 0),
        tally(
          mine.filter((a) => a.status !== null && a.status >= 300).map((a) => String(a.status)),
        ),
        tally(mine.filter((a) => a.error !== null).map((a) => a.error ?? '')),
      ];
    }),
  );

  const inWindow = (a: Attempt) => a.endedAt >= facts.killAt && a.endedAt <= facts.readyAt;
  const failed = traffic.attempts.filter((a) => a.error !== null);
  const survivorErrors = failed.filter((a) => a.server === survivor.name);
  const killedErrors = failed.filter((a) => a.server === killed.name);
  const windowErrors = killedErrors.filter(inWindow);
  const outsideErrors = killedErrors.filter((a) => !inWindow(a));
  const resent = run.filter((a) => a.kind === 'write' && a.resend && a.status !== null);
  console.log(
    `\nServer ${killed.name} killed (SIGKILL) at ${clock(facts, facts.killAt)} and answering ` +
      `again ${((facts.readyAt - facts.killAt) / 1000).toFixed(1)} s later. In that window: ` +
      `${windowErrors.length} connection errors on it (${tally(windowErrors.map((a) => a.error ?? '')) || 'none'}). ` +
      `Writes answered after a resend: ${resent.length}, ${resent.filter((a) => a.replayed).length} ` +
      `of them from their record (Operation-Replayed).`,
  );

  const serverErrors = traffic.attempts.filter((a) => a.status !== null && a.status >= 500);
  const details = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    console.log(`\n${title} (${lines.length}):`);
    for (const [line, n] of counted(lines).slice(0, 25)) {
      console.log(`  ${n > 1 ? `${n} × ` : ''}${line}`);
    }
  };
  // Grouped by what was asked and answered; the first of each group says when, and its
  // request id finds it in the server's log.
  const attemptDetails = (title: string, attempts: Attempt[]) => {
    const describe = (a: Attempt) =>
      `server ${a.server}, ${a.phase}: ${a.label} → ` +
      (a.status !== null ? `${a.status} ${a.problem ?? ''}` : a.error);
    details(
      title,
      attempts.map((a) => {
        const first = attempts.find((b) => describe(b) === describe(a)) ?? a;
        const id = first.requestId ? `, request ${first.requestId}` : '';
        return `${describe(a)} (first at ${clock(facts, first.sentAt)}${id})`;
      }),
    );
  };
  attemptDetails('5xx answers', serverErrors);
  attemptDetails(`Connection errors on server ${survivor.name}, not killed`, survivorErrors);
  attemptDetails(
    `Connection errors on server ${killed.name} outside its kill window`,
    outsideErrors,
  );
  details('Acknowledged writes not found as acknowledged', facts.lost);
  details('Answers that contradict what was sent or acknowledged', findings.contradictions);
  details('Reads older than an acknowledged write', findings.staleReads);
  details('Answers the players did not expect', findings.unexpected);
  details('Calls given up on (no answer in 90 s)', traffic.unresolved);

  const times = (kind: Attempt['kind']) =>
    answered
      .filter((a) => a.kind === kind)
      .map(msOf)
      .sort((a, b) => a - b);
  const readP99 = percentile(times('read'), 0.99);
  const writeP99 = percentile(times('write'), 0.99);

  const rss: ProcessFigures[] = [];
  for (const server of [survivor, killed]) {
    server.lives.forEach((life, i) => {
      const last = i === server.lives.length - 1;
      const label = `server ${server.name}${server.lives.length > 1 ? (last ? ', restarted' : ', until killed') : ''}`;
      const from = Math.max(facts.runStart, life.readyAt);
      const to = Math.min(facts.runEnd, life.endedAt ?? facts.runEnd);
      const answers = answered.filter(
        (a) => a.server === server.name && a.endedAt >= from && a.endedAt <= to,
      ).length;
      rss.push(processFigures(label, life, from, to, answers));
    });
  }
  console.log('');
  printTable(
    [
      'in the run',
      'RSS start',
      'peak',
      'end',
      'second window',
      'last window',
      'change',
      'CPU of a core',
      'CPU ms/answer',
    ],
    rss.map((r) => [
      r.label,
      mib(r.start),
      mib(r.peak),
      mib(r.end),
      mib(r.second),
      mib(r.last),
      percent(r.drift),
      `${(100 * r.cpuShare).toFixed(0)} %`,
      r.cpuPerAnswer.toFixed(1),
    ]),
  );
  console.log(
    `Flat: the mean of the last minute within ${100 * LIMITS.rssDrift} % of the mean of the ` +
      'second, over the part of the run the process served (the restarted one, serving less ' +
      'than three minutes: its last third against its second).',
  );
  const p99Of = (server: string, kind: Attempt['kind']) =>
    percentile(
      answered
        .filter((a) => a.server === server && a.kind === kind)
        .map(msOf)
        .sort((a, b) => a - b),
      0.99,
    );
  console.log(
    `p99 by server: ${[survivor, killed]
      .map(
        (s) => `${s.name} ${p99Of(s.name, 'read')} ms reads, ${p99Of(s.name, 'write')} ms writes`,
      )
      .join(
        '; ',
      )}. The players' own event loop ran late by ${facts.clientLagP99Ms.toFixed(0)} ms at the p99.`,
  );

  const judged = rss.filter((r) => !r.label.endsWith('until killed'));
  const checks: Check[] = [
    { what: 'no 5xx answer', figure: String(serverErrors.length), pass: serverErrors.length === 0 },
    {
      what: `no connection error on server ${survivor.name} (not killed)`,
      figure: String(survivorErrors.length),
      pass: survivorErrors.length === 0,
    },
    {
      what: `no connection error on server ${killed.name} outside its kill window`,
      figure: `${outsideErrors.length} (${windowErrors.length} in the window, expected)`,
      pass: outsideErrors.length === 0,
    },
    {
      what: 'no acknowledged write lost',
      figure: `${facts.lost.length + findings.contradictions.length} of ${writesAcknowledged}`,
      pass: facts.lost.length + findings.contradictions.length === 0,
    },
    {
      what: 'no read older than an acknowledged write',
      figure: String(findings.staleReads.length),
      pass: findings.staleReads.length === 0,
    },
    {
      what: 'every call answered as the mix expects',
      figure: `${findings.unexpected.length} unexpected, ${traffic.unresolved.length} unanswered`,
      pass: findings.unexpected.length === 0 && traffic.unresolved.length === 0,
    },
    {
      what: `p99 of reads at most ${LIMITS.readP99Ms} ms`,
      figure: `${readP99} ms`,
      pass: readP99 <= LIMITS.readP99Ms,
    },
    {
      what: `p99 of writes at most ${LIMITS.writeP99Ms} ms`,
      figure: `${writeP99} ms`,
      pass: writeP99 <= LIMITS.writeP99Ms,
    },
    ...judged.map((r) => ({
      what: `RSS of ${r.label} flat`,
      figure: `${mib(r.second)} → ${mib(r.last)} (${percent(r.drift)})`,
      pass: r.drift !== null && Math.abs(r.drift) <= LIMITS.rssDrift,
    })),
  ];
  console.log('');
  printTable(
    ['check', 'figure', ''],
    checks.map((c) => [c.what, c.figure, c.pass ? 'PASS' : 'FAIL']),
  );

  console.log('\nFor bench/RESULTS.md:\n');
  console.log(
    `\`npm run bench:soak -- --minutes=${facts.minutes}\`: ${facts.players} players ` +
      `(${facts.devices} devices) on two servers over one PostgreSQL database, ` +
      `${run.length} requests in ${seconds.toFixed(0)} s (${(run.length / seconds).toFixed(1)} a ` +
      `second, ${load}), ${writesAcknowledged} writes acknowledged; server ${killed.name} killed at ` +
      `${clock(facts, facts.killAt)} and answering again ${((facts.readyAt - facts.killAt) / 1000).toFixed(1)} s later.\n`,
  );
  console.log('| check | figure | |\n|---|---|---|');
  for (const c of checks) console.log(`| ${c.what} | ${c.figure} | ${c.pass ? 'pass' : 'FAIL'} |`);
  console.log(
    '\n| in the run | RSS start | peak | end | second window | last window | CPU of a core | CPU per answer |\n' +
      '|---|---|---|---|---|---|---|---|',
  );
  for (const r of rss) {
    console.log(
      `| ${r.label} | ${mib(r.start)} | ${mib(r.peak)} | ${mib(r.end)} | ${mib(r.second)} | ` +
        `${mib(r.last)} | ${(100 * r.cpuShare).toFixed(0)} % | ${r.cpuPerAnswer.toFixed(1)} ms |`,
    );
  }
  return checks.every((c) => c.pass);
}
