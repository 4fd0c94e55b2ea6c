import { describe, expect, it } from 'vitest';
import { CompanyFile, companyFileName, COMPANY_FILE_FORMAT } from './company-file';

const warrior = {
  id: 'w1',
  name: 'Háma',
  rank: 'Hero',
  wargear: [
    {
      id: 'i1',
      type: 'armoury',
      name: 'Bow',
      pointsLow: 5,
      pointsHigh: 10,
      mount: 0,
      armouryId: '00000000-0000-4000-8000-000000000000',
    },
  ],
};

describe('the company file', () => {
  it('drops library ids and the editor’s flags, whatever the file says', () => {
    const file = CompanyFile.parse({
      format: COMPANY_FILE_FORMAT,
      version: 1,
      company: { name: 'Riders', race: 'Rohan' },
      warriors: [{ ...warrior, wargear: [{ ...warrior.wargear[0], new: false, remove: true }] }],
    });
    expect(file.warriors[0]!.wargear[0]).not.toHaveProperty('armouryId');
    expect(file.warriors[0]!.wargear[0]).not.toHaveProperty('remove');
  });

  it('names the download after the company, in plain characters', () => {
    expect(companyFileName('Riders of the Mark!', '2026-11-27')).toBe(
      'riders-of-the-mark-2026-11-27.json',
    );
    expect(companyFileName('Éored', '2026-11-27')).toBe('eored-2026-11-27.json');
    expect(companyFileName('日本', '2026-11-27')).toBe('company-2026-11-27.json');
  });
});
