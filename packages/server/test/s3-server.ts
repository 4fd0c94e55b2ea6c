import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { makeTempDir } from './helpers';

export const TEST_BUCKET = 'warband-images';

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The S3_* settings of a server that keeps its images in the test bucket. */
  env: Record<string, string>;
}

// s3rver in a process of its own, as a bucket is: in the tests' process it shares their
// event loop, and a 10 MB upload takes minutes instead of a fraction of a second.
const SERVER_SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory,
  configureBuckets: [{ name: bucket, configs: [] }] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })))
  .catch((error) => { console.error(error.message); process.exit(1); });
`;
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

async function startS3rver(directory: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['-e', SERVER_SCRIPT, directory, TEST_BUCKET], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /"port":(\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(Number(port));
    });
    child.once('exit', (code) => reject(new Error(`it stopped (exit code ${code}): ${output}`)));
    setTimeout(
      () => reject(new Error(`it did not start in a minute: ${output}`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    return { child, port: await started };
  } catch (error) {
    child.kill();
    throw error;
  }
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free port of this machine, with one
 * bucket, for the file's tests; `env` is filled before the tests' app is built, so pass it to
 * useTestApp after calling this. It fails the file with a sentence if it cannot start: an
 * S3 path that is not tested must not look as if it were.
 */
export function useTestS3(): TestS3 {
  const s3 = { endpoint: '', env: {} as Record<string, string> };
  let child: ChildProcess | undefined;
  let temp: ReturnType<typeof makeTempDir> | undefined;
  beforeAll(async () => {
    temp = makeTempDir('wl-s3-');
    try {
      const started = await startS3rver(temp.dir);
      child = started.child;
      s3.endpoint = `http://127.0.0.1:${started.port}`;
    } catch (error) {
      throw new Error(
        'The S3 image tests need an S3-compatible server, and s3rver (a dev dependency) ' +
          `could not start: ${(error as Error).message} Run npm install, and check that ` +
          '127.0.0.1 accepts connections.',
      );
    }
    Object.assign(s3.env, {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill();
      await once(child, 'exit');
    }
    temp?.remove();
  });
  return s3;
}
