import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signingSecret } from './upload-signature';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-signing-'));
  dirs.push(dir);
  return dir;
};

describe('signingSecret', () => {
  it('makes a 32-byte key once, leaves no draft beside it, and reads the same one after', () => {
    const dir = freshDir();
    const first = signingSecret(dir);
    expect(first).toHaveLength(32);
    expect(signingSecret(dir).equals(first)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['upload-signing.key']);
  });

  it('keeps the key another server linked into place first', () => {
    const dir = freshDir();
    const theirs = Buffer.alloc(32, 7);
    const link = fs.linkSync;
    // The other server's link lands between this one's check and its own link.
    const spy = vi.spyOn(fs, 'linkSync').mockImplementationOnce((from, to) => {
      fs.writeFileSync(to, theirs.toString('base64url'));
      link(from, to);
    });
    try {
      expect(signingSecret(dir).equals(theirs)).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(fs.readdirSync(dir)).toEqual(['upload-signing.key']);
  });
});
