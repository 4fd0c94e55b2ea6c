import { Button, List, Stack, Text } from '@mantine/core';
import type { CampaignFeed, CampaignFeedEntry } from '@warband/schemas';
import { useCampaignFeed } from '../../api/campaigns';
import { timelineWords } from '../../components/timeline/timeline-texts';
import { CAMPAIGN_TEXTS as T } from './texts';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function FeedLine({ entry }: { entry: CampaignFeedEntry }) {
  const { before, after } = timelineWords(entry);
  return (
    <List.Item data-testid="feed-entry">
      <Text size="sm" span c="dimmed">
        {DATE.format(new Date(entry.at))} ·{' '}
      </Text>
      <Text size="sm" span fw={700}>
        {entry.companyName}:{' '}
      </Text>
      <Text size="sm" span>
        {before}
        {entry.warrior?.name ?? ''}
        {after}
      </Text>
    </List.Item>
  );
}

interface FeedSectionProps {
  campaignId: string;
  /** The first page, read with the campaign. */
  first: CampaignFeed;
}

/**
 * What happened to the member companies, newest first: battles, deaths, level-ups and
 * recruits. Older pages are read when asked for.
 */
export function FeedSection({ campaignId, first }: FeedSectionProps) {
  const more = useCampaignFeed(campaignId, false);
  const older = more.data?.pages.slice(1).flatMap((page) => page.entries) ?? [];
  const lastNext = more.data ? (more.data.pages.at(-1)?.next ?? null) : first.next;
  const entries = [...first.entries, ...older];
  if (entries.length === 0) return <Text>{T.feedEmpty}</Text>;
  return (
    <Stack gap="xs">
      <List spacing={4} listStyleType="none" aria-label={T.feed}>
        {entries.map((entry) => (
          <FeedLine key={`${entry.companyId}:${entry.id}`} entry={entry} />
        ))}
      </List>
      {lastNext !== null && (
        <Button
          variant="default"
          loading={more.isFetching}
          onClick={() => {
            // The first page came with the campaign: start the pager there, then go on.
            if (!more.data) void more.refetch().then(() => more.fetchNextPage());
            else void more.fetchNextPage();
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {T.loadMore}
        </Button>
      )}
      {more.error && (
        <Text c="red" size="sm">
          {more.error.message}
        </Text>
      )}
    </Stack>
  );
}
