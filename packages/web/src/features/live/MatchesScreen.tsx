import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CreatedFriendlyMatch, MatchSummary } from '@warband/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCompanies } from '../../api/companies';
import { createFriendlyMatch, liveQueries } from '../../api/live';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { ListStatus } from '../../components/lists/ListStatus';
import { Page } from '../../components/Page';
import { InviteQrCode } from './InviteQrCode';
import { MATCH_TEXTS as T } from './match-texts';

/**
 * /matches: the player's matches, friendly and of campaigns, each opening its live battle,
 * and a new friendly match with one of their companies, whose invite link they pass on: sent,
 * or scanned from the phone as a QR code.
 */
export function MatchesScreen() {
  const matches = useQuery(liveQueries.matches());
  const companies = useCompanies();
  return (
    <Page title={T.title} maw={720}>
      <Stack gap="lg">
        <NewFriendlyMatch companies={(companies.data ?? []).filter((c) => !c.retired)} />
        <section aria-labelledby="my-matches">
          <Title order={2} size="h3" id="my-matches" mb="sm">
            {T.listTitle}
          </Title>
          <ListStatus
            isPending={matches.isPending}
            error={matches.error}
            plural="matches"
            onRetry={() => void matches.refetch()}
          />
          {matches.data?.length === 0 && <Text c="dimmed">{T.none}</Text>}
          <Stack gap="xs" role="list" aria-label={T.listTitle}>
            {matches.data?.map((match) => (
              <MatchRow key={match.id} match={match} />
            ))}
          </Stack>
        </section>
      </Stack>
    </Page>
  );
}

function MatchRow({ match }: { match: MatchSummary }) {
  const title = match.sides.map((side) => side.companyName).join(' v ');
  const joined = match.sides.length === 2;
  return (
    <Card withBorder padding="sm" role="listitem" aria-label={title}>
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {joined ? title : T.waitingForJoin(title)}
          </Text>
          <Text size="sm" c="dimmed">
            {match.kind === 'friendly' ? T.friendly : (match.campaignName ?? T.campaign)} ·{' '}
            {T.confirmation[match.confirmation]}
          </Text>
        </Stack>
        {joined && (
          <Button component={Link} to={`/match/${encodeURIComponent(match.id)}/live`} size="xs">
            {match.live ? T.open : T.start}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** Choosing a company, making the match, then its invite link to pass on, shown once. */
function NewFriendlyMatch({ companies }: { companies: Company[] }) {
  const client = useQueryClient();
  const alerts = useAlerts();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedFriendlyMatch | null>(null);
  const create = useMutation({
    mutationFn: createFriendlyMatch,
    onSuccess: async (answer) => {
      setMade(answer);
      await client.invalidateQueries({ queryKey: liveQueries.matches().queryKey });
    },
    onError: (error) => alerts.failed(error),
  });
  const chosen = companyId ?? companies[0]?.id ?? null;
  const link = made ? `${window.location.origin}/friendly/${encodeURIComponent(made.token)}` : '';
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {T.newTitle}
        </Title>
        {made ? (
          <>
            <Text>{T.passLink}</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label={T.inviteLink} value={link} readOnly style={{ flex: 1 }} />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button mih={44} onClick={copy} variant={copied ? 'light' : 'filled'}>
                    {copied ? T.copied : T.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <InviteQrCode link={link} />
            <Button variant="subtle" mih={44} onClick={() => setMade(null)}>
              {T.another}
            </Button>
          </>
        ) : companies.length === 0 ? (
          <Alert color="gray">{T.noCompany}</Alert>
        ) : (
          <Group gap="xs" align="flex-end">
            <Select
              label={T.yourCompany}
              data={companies.map((company) => ({ value: company.id, label: company.name }))}
              value={chosen}
              onChange={setCompanyId}
              allowDeselect={false}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              mih={44}
              loading={create.isPending}
              disabled={chosen === null}
              onClick={() => chosen && create.mutate({ companyId: chosen })}
            >
              {T.create}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
