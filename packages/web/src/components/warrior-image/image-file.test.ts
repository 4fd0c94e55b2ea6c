import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 200_000) => ({ name, type, size });

describe('checking a chosen image file', () => {
  it.each([
    file('portrait.jpg', 'image/jpeg'),
    file('portrait.JPEG', 'image/jpeg'),
    file('portrait.png', 'image/png'),
    // No type from the drag source: the name decides.
    file('portrait.jpeg', ''),
    file('PORTRAIT.PNG', ''),
  ])('accepts %j', (chosen) => {
    expect(checkImageFile(chosen)).toBeNull();
  });

  it.each([
    file('portrait.gif', 'image/gif'),
    file('portrait.webp', 'image/webp'),
    file('portrait.heic', 'image/heic'),
    // The type wins over a misleading name.
    file('portrait.jpg', 'image/gif'),
    file('notes.txt', ''),
    file('portrait', ''),
  ])('refuses %j with the format message', (chosen) => {
    expect(checkImageFile(chosen)).toBe('Invalid file format, upload a JPG or PNG image.');
  });

  it('accepts exactly 10MB and refuses a byte more', () => {
    expect(checkImageFile(file('big.jpg', 'image/jpeg', 10 * MB))).toBeNull();
    expect(checkImageFile(file('big.jpg', 'image/jpeg', 10 * MB + 1))).toBe(
      'File too large. Maximum size 10MB.',
    );
  });

  it('names the format before the size for a large file of the wrong kind', () => {
    expect(checkImageFile(file('big.gif', 'image/gif', 20 * MB))).toBe(
      'Invalid file format, upload a JPG or PNG image.',
    );
  });
});
