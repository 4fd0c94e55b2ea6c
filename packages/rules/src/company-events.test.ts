import { describe, expect, it } from 'vitest';
import { COMPANY_EVENT_KINDS, TIMELINE_KIND_OF, TIMELINE_KINDS } from './company-events';

describe('the event log words', () => {
  it('shows a battle as one line and folds the influence given back into the dismissal', () => {
    expect(TIMELINE_KINDS).toContain('battle');
    expect(TIMELINE_KINDS).not.toContain('battleApplied');
    const lineless = COMPANY_EVENT_KINDS.filter((kind) => !(kind in TIMELINE_KIND_OF));
    expect(lineless).toEqual(['influenceReturned']);
  });

  it('names each timeline kind once', () => {
    expect(new Set(TIMELINE_KINDS).size).toBe(TIMELINE_KINDS.length);
  });
});
