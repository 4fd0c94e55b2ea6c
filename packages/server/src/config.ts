import { present } from '@warband/rules/narrow';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's only reader of the environment (ARCHITECTURE.md#boundaries; README.md lists the
 * variables). Everything else gets an AppConfig, so tests can build an app with any settings
 * without touching process.env.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be from 1 to 65535')
  .max(65535, 'must be from 1 to 65535');

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');

const url = (protocols: string[], example: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of the server (for example 1) or their addresses ' +
  '(for example 10.0.0.2,10.0.0.3), never true: with true every client could choose its own ' +
  'address in X-Forwarded-For and escape the rate limits';

// proxy-addr's names for whole ranges, beside addresses and CIDR blocks.
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (bits === undefined) return PROXY_RANGES.has(address) || isIP(address) !== 0;
  const max = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** TRUST_PROXY: unset or 0 trusts no proxy; a hop count; or the proxies' addresses. */
const trustProxy = z.string().transform((value, ctx): false | number | string[] => {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) === 0 ? false : Number(trimmed);
  if (trimmed === 'false') return false;
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (trimmed !== 'true' && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

/**
 * HOST: an IP address, or a host name of letters, digits and hyphens between dots. Only
 * digits and dots are read as an IPv4 address by every resolver, so they must be one.
 */
function isHost(value: string): boolean {
  if (isIP(value) !== 0) return true;
  if (/^[\d.]+$/.test(value)) return false;
  const label = /^[a-z\d]([a-z\d-]{0,61}[a-z\d])?$/i;
  return value.length <= 253 && value.split('.').every((part) => label.test(part));
}

const host = z
  .string()
  .refine(
    isHost,
    'must be an IP address or a host name, for example 127.0.0.1, 0.0.0.0 or ledger.example.org',
  );

// Registration's check (Email in @warband/schemas), without loading the schemas and rules
// before the settings are known to be good.
const Email = z.string().max(254).pipe(z.email());

/** ADMIN_EMAILS: addresses as registration takes them, lower-cased; empty entries are skipped. */
const adminEmails = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !Email.safeParse(entry).success);
  if (wrong === undefined) return entries.map((entry) => entry.toLowerCase());
  ctx.addIssue({
    code: 'custom',
    message: `must be email addresses separated by commas, and ${JSON.stringify(wrong)} is not one`,
  });
  return z.NEVER;
});

/** Addresses a browser cannot open as they are: listening on every interface or on loopback. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * Without PUBLIC_URL, links in mails and share links must reach this very server, so they are
 * built from where it listens; a server on every interface or on loopback is reached as
 * localhost from the same machine.
 */
function listeningUrl(host: string, port: number): string {
  const name = LOCAL_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: host.default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/db',
  ).optional(),
  PUBLIC_URL: url(['http:', 'https:'], 'https://ledger.example.org').optional(),
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.org:465').optional(),
  MAIL_FROM: z.string().min(3).default('Warband Ledger <no-reply@localhost>'),
  ADMIN_EMAILS: adminEmails.optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  RATE_LIMIT_MAX: positiveInt.default(300),
  RATE_LIMIT_AUTH_MAX: positiveInt.default(30),
  RATE_LIMIT_LOGIN_FAILURES: positiveInt.default(10),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  TRUST_PROXY: trustProxy.optional(),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  ADVERTS_FILE: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: url(['http:', 'https:'], 'https://s3.eu-west-1.amazonaws.com').optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: url(['http:', 'https:'], 'https://images.example.org').optional(),
});

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** An S3-compatible bucket for warrior images. */
export interface S3Storage {
  kind: 's3';
  bucket: string;
  /** The service's address, without a trailing slash; objects are addressed by path. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the objects: S3_PUBLIC_URL, or the bucket's own address. */
  publicUrl: string;
}

/** Where warrior images are kept: DATA_DIR/uploads, or a bucket. */
export type ImageStorageConfig = { kind: 'local' } | S3Storage;

type Env = Record<string, string | undefined>;
type ParsedEnv = z.infer<typeof EnvSchema>;

/** All five S3_* variables, or none: a bucket half described would lose images. */
function imageStorage(e: ParsedEnv): ImageStorageConfig | string {
  const missing = S3_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === S3_VARIABLES.length) {
    return e.S3_PUBLIC_URL === undefined
      ? { kind: 'local' }
      : 'S3_PUBLIC_URL needs the S3_* variables';
  }
  if (missing.length > 0) {
    return (
      `${S3_VARIABLES.join(', ')} go together: ${missing.join(', ')} missing ` +
      '(leave them all unset to keep images in DATA_DIR/uploads)'
    );
  }
  // All five are set here: none is missing.
  const endpoint = present(e.S3_ENDPOINT, 'S3_ENDPOINT').replace(/\/+$/, '');
  const bucket = present(e.S3_BUCKET, 'S3_BUCKET');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: present(e.S3_REGION, 'S3_REGION'),
    accessKeyId: present(e.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: present(e.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${bucket}`).replace(/\/+$/, ''),
  };
}

export type PasswordHashCost = 'standard' | 'test';

/** How long the server waits on a client, in milliseconds (see HTTP_TIMEOUTS). */
export interface HttpTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
  /** An idle connection kept open between two requests. */
  keepAliveMs: number;
  /** A connection on which nothing at all is sent or received. */
  idleMs: number;
  /** How often connections are checked against the header and request timeouts. */
  checkIntervalMs: number;
}

/**
 * A client that sends slowly, or stops halfway, must not hold a connection for good: enough
 * of them would exhaust the server. A 2 MB library file from a phone on a poor connection
 * fits in a minute; headers are small. Idle keep-alive connections outlast the 60 s of common
 * proxies and load balancers, so that they, not the server, close a connection they reuse.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 65_000,
  idleMs: 75_000,
  checkIntervalMs: 2_000,
};

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; a relative DATA_DIR counts from INIT_CWD (set by npm) or else the working directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Lower-cased. */
  adminEmails: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Requests per minute per address to the API, credential routes aside. */
  rateLimitMax: number;
  /** Requests per minute per address to the four credential routes together. */
  rateLimitAuthMax: number;
  /** Failed logins per account (by email) per LOGIN_FAILURE_WINDOW, from any address. */
  rateLimitLoginFailures: number;
  /** Where limits are kept when several server processes share them; else in the process. */
  redisUrl: string | undefined;
  /**
   * Which peers may tell the client's address in X-Forwarded-For: none (false), the last n
   * hops, or the listed proxy addresses. Never every peer, which would let clients forge it.
   */
  trustProxy: false | number | string[];
  /** Absolute path of the built web app. */
  webDist: string;
  /**
   * The adverts configuration (JSON): ADVERTS_FILE, else DATA_DIR/adverts.json; when neither
   * file exists the project's own placeholder banners are shown.
   */
  advertsFile: string;
  /** Warrior images: on the local disk (DATA_DIR/uploads) or in an S3-compatible bucket. */
  imageStorage: ImageStorageConfig;
  /**
   * argon2id cost. 'standard' is the OWASP recommendation (19 MiB, 2 passes). 'test' is cheap
   * and exists only so the API suite can register hundreds of users quickly: it cannot be set
   * from the environment, only by code that builds a config object (the test helpers).
   */
  passwordHashCost: PasswordHashCost;
  /** Not read from the environment: tests shorten them. */
  httpTimeouts: HttpTimeouts;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  // An empty value (FOO= in a .env file) means "use the default", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const storage = imageStorage(e);
  if (typeof storage === 'string') throw new ConfigError([storage]);
  // Relative paths count from where the command was typed: npm runs workspace scripts inside
  // the package but records the caller's directory in INIT_CWD, so `npm start` at the root and
  // `npm run admin` (which runs in packages/server) find the same ./data.
  const base = env.INIT_CWD || process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS ?? [],
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitAuthMax: e.RATE_LIMIT_AUTH_MAX,
    rateLimitLoginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    webDist: path.resolve(base, e.WEB_DIST),
    advertsFile: path.resolve(base, e.ADVERTS_FILE ?? path.join(e.DATA_DIR, 'adverts.json')),
    imageStorage: storage,
    passwordHashCost: 'standard',
    httpTimeouts: HTTP_TIMEOUTS,
  };
}
