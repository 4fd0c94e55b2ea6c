import { isOneOf } from '@warband/rules';
import { SegmentedControl } from '@mantine/core';
import type { Company } from '@warband/schemas';
import { useState } from 'react';
import { BattleHistorySection } from './BattleHistorySection';
import { TimelineSection } from './TimelineSection';
import { TIMELINE_TEXTS as T } from '../../components/timeline/timeline-texts';

const STORY_VIEWS = ['battles', 'timeline'] as const;
type StoryView = (typeof STORY_VIEWS)[number];

/** Below the warriors: the Battle History, or the whole Timeline, as the player chooses. */
export function CompanyStory({ company }: { company: Company }) {
  const [view, setView] = useState<StoryView>('battles');
  const switcher = (
    <SegmentedControl
      aria-label={T.switchLabel}
      value={view}
      onChange={(value) => isOneOf(STORY_VIEWS, value) && setView(value)}
      data={[
        { value: 'battles', label: T.battles },
        { value: 'timeline', label: T.timeline },
      ]}
      styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center' } }}
    />
  );
  return view === 'battles' ? (
    <BattleHistorySection companyId={company.id} retired={company.retired} switcher={switcher} />
  ) : (
    <TimelineSection company={company} switcher={switcher} />
  );
}
