import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CampaignMatch } from '@warband/schemas';
import { liveQueries } from '../../api/live';
import { CAMPAIGN_TEXTS as T } from './texts';

const matchTitle = (match: CampaignMatch) =>
  `${match.sides[0].companyName} v ${match.sides[1].companyName}`;

interface MatchStandingProps {
  match: CampaignMatch;
  /** The campaign's owner or an arbiter: reads what the players said, and settles. */
  canSettle: boolean;
  onSettle: (match: CampaignMatch) => void;
}

/**
 * Whether the league counts a match played live yet (docs/adr/new-live-battle-record.md):
 * waiting for both players to confirm it, or disputed. A dispute is flagged to every member;
 * the campaign's owner and arbiters see what the players said, and settle it.
 */
export function MatchStanding({ match, canSettle, onSettle }: MatchStandingProps) {
  if (match.confirmation === 'confirmed') return null;
  if (match.confirmation === 'waiting') {
    return (
      <Text size="sm" c="dimmed">
        {T.confirmationWaiting}
      </Text>
    );
  }
  return (
    <Alert color="red" variant="light" title={T.disputed} role="note">
      <Stack gap="xs">
        <Text size="sm">{T.disputedWhy}</Text>
        {canSettle ? (
          <>
            <DisputeNotes match={match} />
            <Group>
              <Button
                color="red"
                mih={44}
                onClick={() => onSettle(match)}
                aria-label={`${T.settle}: ${matchTitle(match)}`}
              >
                {T.settle}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">{T.disputedForMembers}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * What each disputing player said, read from the match's live battle: the campaign's owner
 * and arbiters may read it, other members may not.
 */
export function DisputeNotes({ match }: { match: CampaignMatch }) {
  const battle = useQuery(liveQueries.battle(match.id));
  if (battle.isPending) return <Text size="sm">{T.disputeNotesLoading}</Text>;
  if (battle.error) return <Text size="sm">{T.disputeNotesFailed}</Text>;
  const notes = battle.data.sides.flatMap((side, index) =>
    side.dispute === null
      ? []
      : [
          {
            player: match.sides[index]?.ownerName ?? '',
            company: match.sides[index]?.companyName ?? side.name,
            note: side.dispute,
          },
        ],
  );
  return (
    <Stack gap={4}>
      {notes.map(({ player, company, note }) => (
        <div key={company}>
          <Text size="sm" fw={700}>
            {T.disputeNote(player, company)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
