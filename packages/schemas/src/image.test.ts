import { describe, expect, it } from 'vitest';
import { WARRIOR_IMAGE, WarriorImageInput } from './image';

describe('WarriorImageInput', () => {
  it('takes a warrior id with .jpg and a company', () => {
    const input = { fileName: '7f3c9a1e-0000-4000-8000-000000000000.jpg', companyId: 'c' };
    expect(WarriorImageInput.parse(input)).toEqual(input);
  });

  it.each(['hama.png', 'hama.JPG', '../hama.jpg', 'a b.jpg', '.jpg', `${'a'.repeat(200)}.jpg`])(
    'refuses the file name %s',
    (fileName) => {
      const result = WarriorImageInput.safeParse({ fileName, companyId: 'c' });
      expect(result.error?.issues[0]?.path).toEqual(['fileName']);
    },
  );

  it('asks for a company', () => {
    const result = WarriorImageInput.safeParse({ fileName: 'a.jpg', companyId: '' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['companyId'],
      message: 'Please select a company',
    });
  });

  it('describes the card image: 800×480 JPEG, at most 10 MB', () => {
    expect(WARRIOR_IMAGE).toEqual({
      width: 800,
      height: 480,
      maxBytes: 10 * 1024 * 1024,
      contentType: 'image/jpeg',
    });
  });
});
