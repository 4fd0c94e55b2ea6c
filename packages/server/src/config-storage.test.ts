import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const S3 = {
  S3_BUCKET: 'ledger-images',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
