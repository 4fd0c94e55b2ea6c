import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CampaignMatch, CampaignView } from '@warband/schemas';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCampaign, useRemoveMatch } from '../../api/campaigns';
import { ApiRequestError } from '../../api/client';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import { rulesetName } from '../../components/ruleset/ruleset';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useDrawnAfterOpening } from '../../hooks/useFirstThenAll';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { useSession } from '../../hooks/useSession';
import { AddCompaniesDialog } from './AddCompaniesDialog';
import { CampaignDialog } from './CampaignDialog';
import { FeedSection } from './FeedSection';
import { InvitesSection } from './InvitesSection';
import { LeagueTable } from './LeagueTable';
import { MatchCard } from './MatchCard';
import { MembersSection } from './MembersSection';
import { splitMatches, waitingBattles } from './match-words';
import { RecordMatchDialog } from './RecordMatchDialog';
import { SettleMatchDialog } from './SettleMatchDialog';
import { CAMPAIGN_TEXTS as T } from './texts';
import { LoadFailed, LoadingLine } from '../../components/lists/ListStatus';

function Section({
  title,
  children,
  action,
  belowTheLeague = false,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /**
   * Drawn just after the page's opening (the header and the league), so that the league paints
   * without waiting for the matches, the feed and the members; it comes below, moving nothing.
   */
  belowTheLeague?: boolean;
}) {
  const drawn = useDrawnAfterOpening(belowTheLeague);
  const id = `campaign-${title.toLowerCase().replace(/\W+/g, '-')}`;
  if (!drawn) return null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function NotFound() {
  usePageTitle(T.notFound);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{T.notFound}</Title>
      <Text>{T.notFoundText}</Text>
      <Anchor component={Link} to="/campaigns">
        {T.backToCampaigns}
      </Anchor>
    </Stack>
  );
}

/** /campaigns/{id}: a campaign's league, matches, feed, members and (its owner's) invites. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const query = useCampaign(id);
  if (query.data) return <CampaignScreen view={query.data} />;
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
  if (query.error) {
    return (
      <LoadFailed text={T.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <LoadingLine text={T.loading} />;
}

function CampaignScreen({ view }: { view: CampaignView }) {
  const { campaign, table, matches, members, feed, invites } = view;
  usePageTitle(campaign.name);
  const playerId = useSession()?.id ?? '';
  const alerts = useAlerts();
  const focus = useReturnFocus();
  const [editing, setEditing] = useState(false);
  const [recording, setRecording] = useState(false);
  const [adding, setAdding] = useState(false);
  const [settling, setSettling] = useState<CampaignMatch | null>(null);
  const removeMatch = useRemoveMatch(campaign.id);
  const owner = campaign.role === 'owner';
  const canModerate = owner || campaign.role === 'arbiter';
  const own = table.filter((row) => row.ownerId === playerId);
  const mine = new Set(own.map((row) => row.companyId));
  const active = table.filter((row) => !row.retired);
  const { pending, played } = splitMatches(matches);
  const disputed = matches.filter((match) => match.confirmation === 'disputed').length;
  const onRemove = (match: CampaignMatch) =>
    confirmAction({
      title: T.removeMatch,
      message: T.removeMatchConfirm,
      danger: true,
      onConfirm: () =>
        removeMatch.mutate(match.id, {
          onSuccess: () => alerts.success(T.matchRemoved),
          onError: (error) => alerts.failed(error),
        }),
    });
  const matchList = (list: CampaignMatch[], label: string, empty: string) =>
    list.length === 0 ? (
      <Text size="sm">{empty}</Text>
    ) : (
      <Stack gap="xs" role="list" aria-label={label}>
        {list.map((match) => (
          <MatchCard
            key={match.id}
            campaignId={campaign.id}
            match={match}
            mine={mine}
            canRemove={canModerate}
            onRemove={onRemove}
            canSettle={canModerate}
            onSettle={(chosen) => {
              focus.remember();
              setSettling(chosen);
            }}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" w="100%">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Title>
          {owner && (
            <Button
              variant="default"
              onClick={() => {
                focus.remember();
                setEditing(true);
              }}
            >
              {T.edit}
            </Button>
          )}
        </Group>
        <Text c="dimmed">
          {rulesetName(campaign.newRuleset)} · run by {campaign.ownerName}
        </Text>
        {campaign.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {campaign.description}
          </Text>
        )}
      </Stack>

      <Section
        title={T.league}
        action={
          // Every member brings their own companies in here, the owner too: no link needed.
          <Button
            variant="default"
            onClick={() => {
              focus.remember();
              setAdding(true);
            }}
          >
            {T.addCompanies}
          </Button>
        }
      >
        <LeagueTable
          rows={table}
          waiting={waitingBattles(matches)}
          companyLink={(row) =>
            row.ownerId === playerId
              ? `/company/${row.companyId}`
              : `/campaigns/${campaign.id}/company/${row.companyId}`
          }
        />
      </Section>

      <Section
        title={T.matches}
        belowTheLeague
        action={
          <Button
            onClick={() => {
              focus.remember();
              setRecording(true);
            }}
            disabled={active.length < 2}
            aria-describedby={active.length < 2 ? 'record-match-reason' : undefined}
          >
            {T.recordMatch}
          </Button>
        }
      >
        {canModerate && disputed > 0 && (
          <Alert color="red" variant="light" role="note">
            {T.disputesWaiting(disputed)}
          </Alert>
        )}
        {active.length < 2 && (
          <Text size="sm" id="record-match-reason">
            {T.needTwoCompanies}
          </Text>
        )}
        <Title order={3} size="h5">
          {T.pending}
        </Title>
        {matchList(pending, T.pending, T.noPending)}
        <Title order={3} size="h5">
          {T.played}
        </Title>
        {matchList(played, T.played, T.noPlayed)}
      </Section>

      <Section title={T.feed} belowTheLeague>
        <FeedSection campaignId={campaign.id} first={feed} />
      </Section>

      <Section title={T.members} belowTheLeague>
        <MembersSection
          campaignId={campaign.id}
          members={members}
          own={own}
          canModerate={canModerate}
          isOwner={owner}
          playerId={playerId}
        />
      </Section>

      {owner && (
        <Section title={T.invites} belowTheLeague>
          <InvitesSection campaignId={campaign.id} campaignName={campaign.name} invites={invites} />
        </Section>
      )}

      {editing && (
        <CampaignDialog
          campaign={campaign}
          onClose={() => {
            setEditing(false);
            focus.restore();
          }}
        />
      )}
      {adding && (
        <AddCompaniesDialog
          campaign={campaign}
          table={table}
          onClose={() => {
            setAdding(false);
            focus.restore();
          }}
        />
      )}
      {settling && (
        <SettleMatchDialog
          match={settling}
          onClose={() => {
            setSettling(null);
            focus.restore();
          }}
        />
      )}
      {recording && (
        <RecordMatchDialog
          campaignId={campaign.id}
          companies={active}
          onClose={() => {
            setRecording(false);
            focus.restore();
          }}
        />
      )}
    </Stack>
  );
}
