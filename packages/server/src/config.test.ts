import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      adminEmails: [],
      logLevel: 'info',
      rateLimitMax: 300,
      rateLimitAuthMax: 30,
      rateLimitLoginFailures: 10,
      redisUrl: undefined,
      trustProxy: false,
      passwordHashCost: 'standard',
    });
    expect(config.webDist).toBe(path.resolve(serverDir, '../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/ledger',
      DATABASE_URL: 'postgres://u:p@db:5432/ledger',
      PUBLIC_URL: 'https://ledger.example.org/',
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
      MAIL_FROM: 'Ledger <ledger@example.org>',
      ADMIN_EMAILS: ' Boss@Example.org, ,second@example.org ',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_AUTH_MAX: '20',
      RATE_LIMIT_LOGIN_FAILURES: '5',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '2',
      WEB_DIST: '/srv/web',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/ledger',
      databaseUrl: 'postgres://u:p@db:5432/ledger',
      publicUrl: 'https://ledger.example.org',
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      mailFrom: 'Ledger <ledger@example.org>',
      adminEmails: ['boss@example.org', 'second@example.org'],
      logLevel: 'warn',
      rateLimitMax: 1000,
      rateLimitAuthMax: 20,
      rateLimitLoginFailures: 5,
      redisUrl: 'redis://cache:6379',
      trustProxy: 2,
      webDist: '/srv/web',
    });
  });

  it('resolves relative paths from the directory npm was started in', () => {
    const config = loadConfig({ INIT_CWD: '/srv/ledger', DATA_DIR: 'data', WEB_DIST: 'web' });
    expect(config.dataDir).toBe('/srv/ledger/data');
    expect(config.webDist).toBe('/srv/ledger/web');
    expect(config.advertsFile).toBe('/srv/ledger/data/adverts.json');
    expect(loadConfig({ INIT_CWD: '/srv', ADVERTS_FILE: 'ads/banners.json' }).advertsFile).toBe(
      '/srv/ads/banners.json',
    );
    expect(loadConfig({ INIT_CWD: '/srv/ledger', DATA_DIR: '/var/data' }).dataDir).toBe(
      '/var/data',
    );
  });

  it('builds the default PUBLIC_URL from where the server listens', () => {
    expect(loadConfig({ PORT: '3101' }).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '192.168.1.20' }).publicUrl).toBe(
      'http://192.168.1.20:8080',
    );
    expect(loadConfig({ HOST: 'fd00::20' }).publicUrl).toBe('http://[fd00::20]:3000');
    expect(loadConfig({ PORT: '3101', PUBLIC_URL: 'https://ledger.example.org' }).publicUrl).toBe(
      'https://ledger.example.org',
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('never takes the test password cost from the environment', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('standard');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_AUTH_MAX', 'ten'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.1, nonsense'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['RATE_LIMIT_LOGIN_FAILURES', '0'],
    ['REDIS_URL', 'http://cache:6379'],
    ['HOST', '999.1.1.1'],
    ['HOST', '10.0.0'],
    ['HOST', 'ledger host'],
    ['HOST', '-ledger.example.org'],
    ['ADMIN_EMAILS', 'boss@example.org;second@example.org'],
    ['ADMIN_EMAILS', 'boss@example.org, second'],
  ])('names %s when its value %j is wrong', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith(`${name} `))).toBe(true);
  });

  it('takes HOST as an IP address or a host name', () => {
    for (const host of [
      'localhost',
      '0.0.0.0',
      '::',
      'fd00::20',
      '192.168.1.20',
      'ledger.example.org',
      'ledger-1',
    ]) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
  });

  it('says which entry of ADMIN_EMAILS is not an email address', () => {
    expect(problemsOf({ ADMIN_EMAILS: 'boss@example.org, second' })).toEqual([
      'ADMIN_EMAILS must be email addresses separated by commas, and "second" is not one',
    ]);
  });

  it('refuses TRUST_PROXY=true and says to give the number of proxies', () => {
    const [problem] = problemsOf({ TRUST_PROXY: 'true' });
    expect(problem).toMatch(/^TRUST_PROXY must be the number of proxies in front of the server/);
    expect(problem).toContain('never true');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1, loopback' }).trustProxy,
    ).toEqual(['10.0.0.2', '192.168.0.0/16', '::1', 'loopback']);
  });

  it('lists every bad variable at once', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toContain('Invalid configuration');
    expect(error?.message).toContain('PORT');
    expect(error?.message).toContain('LOG_LEVEL');
  });
});

describe('server start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-config-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Starts the server with `env` and answers how it stopped, and in how many seconds. */
  function startServer(env: Record<string, string>) {
    const { DATABASE_URL: _url, ...inherited } = process.env;
    const started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...inherited, LOG_LEVEL: 'silent', PORT: '39472', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { ...result, seconds: (performance.now() - started) / 1000 };
  }

  it.each([
    [{ PORT: 'not-a-port' }, 'PORT must be a number'],
    [{ HOST: '999.1.1.1' }, 'HOST must be an IP address or a host name'],
    [
      { ADMIN_EMAILS: 'boss@example.org;second@example.org' },
      'ADMIN_EMAILS must be email addresses separated by commas',
    ],
    [
      { DATA_DIR: '/proc/self/nope' },
      'Cannot write to the data directory /proc/self/nope (it cannot be made there). ' +
        'Make it a directory that the user running the server may write to, or set DATA_DIR to one.',
    ],
  ])('stops within 5 s on %j with a sentence naming the variable', (env, sentence) => {
    const result = startServer(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(sentence);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.seconds).toBeLessThan(5);
  });
});

const S3 = {
  S3_BUCKET: 'ledger-images',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('image storage settings', () => {
  it('keep images in DATA_DIR/uploads when no S3_* variable is set', () => {
    expect(loadConfig({}).imageStorage).toEqual({ kind: 'local' });
  });

  it('use the bucket when all five S3_* variables are set, addressed by path', () => {
    expect(loadConfig(S3).imageStorage).toEqual({
      kind: 's3',
      bucket: 'ledger-images',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.eu-west-1.amazonaws.com/ledger-images',
    });
  });

  it('take S3_PUBLIC_URL as where browsers read the images', () => {
    const config = loadConfig({ ...S3, S3_PUBLIC_URL: 'https://images.example.org/' });
    expect(config.imageStorage).toMatchObject({ publicUrl: 'https://images.example.org' });
  });

  it('refuse a bucket half described, naming what is missing', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    const [problem] = problemsOf(partial);
    expect(problem).toContain('S3_REGION, S3_SECRET_ACCESS_KEY missing');
    expect(problem).toContain('leave them all unset to keep images in DATA_DIR/uploads');
    expect(problemsOf({ S3_PUBLIC_URL: 'https://images.example.org' })).toEqual([
      'S3_PUBLIC_URL needs the S3_* variables',
    ]);
  });

  it('refuse an endpoint that is not an http(s) address', () => {
    expect(problemsOf({ ...S3, S3_ENDPOINT: 's3.amazonaws.com' })).toEqual([
      'S3_ENDPOINT must be a URL like https://s3.eu-west-1.amazonaws.com',
    ]);
  });
});
