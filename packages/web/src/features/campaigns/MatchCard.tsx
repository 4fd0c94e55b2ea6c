import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CampaignMatch } from '@warband/schemas';
import { Link } from 'react-router';
import { MatchStanding } from './MatchStanding';
import { oddsWords, sideResult } from './match-words';
import { CAMPAIGN_TEXTS as T } from './texts';

interface MatchCardProps {
  campaignId: string;
  match: CampaignMatch;
  /** The player's own companies in the campaign: their sides can be fought from here. */
  mine: ReadonlySet<string>;
  canRemove: boolean;
  onRemove: (match: CampaignMatch) => void;
  /** The campaign's owner or an arbiter: settles a disputed match. */
  canSettle: boolean;
  onSettle: (match: CampaignMatch) => void;
}

/**
 * One match: both sides with their ratings and results, Against the Odds, whether the league
 * counts it yet (a match played live), and its actions.
 */
export function MatchCard({
  campaignId,
  match,
  mine,
  canRemove,
  onRemove,
  canSettle,
  onSettle,
}: MatchCardProps) {
  const title = `${match.sides[0].companyName} v ${match.sides[1].companyName}`;
  const playsIn = match.sides.some((side) => side.companyId && mine.has(side.companyId));
  const unplayed = match.sides.every((side) => side.battleId === null);
  return (
    <Card withBorder padding="sm" role="listitem" aria-label={title} data-testid="match">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {[match.scenario, match.playedOn].filter(Boolean).join(' · ')}
          </Text>
        </Group>
        {match.sides.map((side, index) => (
          <Group key={side.companyId ?? index} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0}>
              <Text size="sm">
                <strong>{side.companyName}</strong> ({side.ownerName})
              </Text>
              <Text size="sm" c="dimmed">
                Rating {side.rating}
                {side.againstTheOdds > 0 ? ` · Against the Odds +${side.againstTheOdds}` : ''}
              </Text>
            </Stack>
            <Group gap="xs">
              <Text size="sm" fw={side.result ? 700 : undefined} data-testid="side-result">
                {sideResult(side, T.awaiting)}
              </Text>
              {side.companyId && mine.has(side.companyId) && side.battleId === null && (
                <Button
                  size="xs"
                  mih={44}
                  component={Link}
                  to={`/company/${side.companyId}/battle?campaign=${encodeURIComponent(campaignId)}&match=${encodeURIComponent(match.id)}`}
                  aria-label={`${T.fight}: ${side.companyName}`}
                >
                  {T.fight}
                </Button>
              )}
            </Group>
          </Group>
        ))}
        <Text size="sm">{oddsWords(match)}</Text>
        <MatchStanding match={match} canSettle={canSettle} onSettle={onSettle} />
        {playsIn && unplayed && (
          <Group>
            <Button
              size="xs"
              mih={44}
              variant="light"
              component={Link}
              to={`/match/${encodeURIComponent(match.id)}/live`}
              aria-label={`${T.fightLive}: ${title}`}
            >
              {T.fightLive}
            </Button>
          </Group>
        )}
        {match.disagreement && (
          <Badge
            color="red"
            variant="light"
            size="lg"
            style={{ whiteSpace: 'normal', height: 'auto' }}
          >
            {T.disagreement}
          </Badge>
        )}
        {canRemove && (
          <Group justify="flex-end">
            <Button size="xs" mih={44} variant="subtle" color="red" onClick={() => onRemove(match)}>
              {T.removeMatch}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
