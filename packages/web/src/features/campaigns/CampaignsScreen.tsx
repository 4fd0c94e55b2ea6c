import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCampaigns } from '../../api/campaigns';
import { Page } from '../../components/Page';
import { ListStatus } from '../../components/lists/ListStatus';
import { rulesetName } from '../../components/ruleset/ruleset';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { CampaignDialog } from './CampaignDialog';
import { CAMPAIGN_TEXTS as T } from './texts';

/** /campaigns: the player's campaigns, newest first, and New Campaign. */
export function CampaignsScreen() {
  const query = useCampaigns();
  const [creating, setCreating] = useState(false);
  const focus = useReturnFocus();
  return (
    <Page title={T.listTitle}>
      <Group>
        <Button
          onClick={() => {
            focus.remember();
            setCreating(true);
          }}
        >
          {T.newCampaign}
        </Button>
      </Group>
      <ListStatus
        isPending={query.isPending}
        error={query.error}
        plural="campaigns"
        onRetry={() => void query.refetch()}
      />
      {query.data?.length === 0 && <Text>{T.empty}</Text>}
      {query.data && query.data.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          role="list"
          aria-label={T.listTitle}
        >
          {query.data.map((campaign) => (
            <Card key={campaign.id} withBorder padding="md" role="listitem">
              <Stack gap={4}>
                <Anchor
                  component={Link}
                  to={`/campaigns/${campaign.id}`}
                  fw={700}
                  size="lg"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {campaign.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {rulesetName(campaign.newRuleset)} · run by {campaign.ownerName}
                </Text>
                <Text size="sm">
                  {campaign.members} {campaign.members === 1 ? 'member' : 'members'},{' '}
                  {campaign.companies} {campaign.companies === 1 ? 'company' : 'companies'}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {creating && (
        <CampaignDialog
          campaign={null}
          onClose={() => {
            setCreating(false);
            focus.restore();
          }}
        />
      )}
    </Page>
  );
}
