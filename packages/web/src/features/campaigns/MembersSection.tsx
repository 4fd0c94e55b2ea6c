import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CampaignMember, CampaignTableRow } from '@warband/schemas';
import { useLeaveCampaign, useRemoveMember, useSetMemberRole } from '../../api/campaigns';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import { CAMPAIGN_TEXTS as T } from './texts';

const ROLE_NAMES = { owner: 'Owner', arbiter: 'Arbiter', player: 'Player' } as const;

interface MembersSectionProps {
  campaignId: string;
  members: CampaignMember[];
  /** The player's own companies in the league, each of which can leave. */
  own: CampaignTableRow[];
  /** Owner or arbiter: may remove other members. */
  canModerate: boolean;
  /** The owner: may make a member an arbiter, or a player again. */
  isOwner: boolean;
  playerId: string;
}

/** The members with their roles, and the player's own companies with Leave. */
export function MembersSection({
  campaignId,
  members,
  own,
  canModerate,
  isOwner,
  playerId,
}: MembersSectionProps) {
  const setRole = useSetMemberRole(campaignId);
  const alerts = useAlerts();
  const leave = useLeaveCampaign(campaignId);
  const remove = useRemoveMember(campaignId);
  const fail = (error: Error) => alerts.failed(error);
  return (
    <Stack gap="sm">
      <List spacing={4} listStyleType="none" aria-label={T.members}>
        {members.map((member) => (
          <List.Item key={member.userId}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
              <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                <strong>{member.name}</strong> · {ROLE_NAMES[member.role]}
              </Text>
              {isOwner && member.role !== 'owner' && (
                <Button
                  size="xs"
                  variant="default"
                  style={{ flexShrink: 0 }}
                  aria-label={`${member.role === 'arbiter' ? T.makePlayer : T.makeArbiter}: ${member.name}`}
                  loading={setRole.isPending && setRole.variables.userId === member.userId}
                  onClick={() =>
                    setRole.mutate(
                      {
                        userId: member.userId,
                        input: { role: member.role === 'arbiter' ? 'player' : 'arbiter' },
                      },
                      { onError: fail },
                    )
                  }
                >
                  {member.role === 'arbiter' ? T.makePlayer : T.makeArbiter}
                </Button>
              )}
              {canModerate && member.role !== 'owner' && member.userId !== playerId && (
                <Button
                  size="xs"
                  style={{ flexShrink: 0 }}
                  variant="subtle"
                  color="red"
                  aria-label={`${T.removeMember} ${member.name}`}
                  loading={remove.isPending && remove.variables === member.userId}
                  onClick={() =>
                    confirmAction({
                      title: T.removeMember,
                      message: T.removeMemberConfirm(member.name),
                      danger: true,
                      onConfirm: () =>
                        remove.mutate(member.userId, {
                          onSuccess: () => alerts.success(T.memberRemoved(member.name)),
                          onError: fail,
                        }),
                    })
                  }
                >
                  {T.removeMember}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {own.length > 0 && (
        <>
          <Title order={3} size="h5">
            {T.yourCompanies}
          </Title>
          <List spacing={4} listStyleType="none" aria-label={T.yourCompanies}>
            {own.map((row) => (
              <List.Item key={row.companyId}>
                <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                    {row.name}
                  </Text>
                  <Button
                    size="xs"
                    style={{ flexShrink: 0 }}
                    variant="default"
                    aria-label={`${T.leave}: ${row.name}`}
                    loading={leave.isPending && leave.variables === row.companyId}
                    onClick={() =>
                      confirmAction({
                        title: T.leave,
                        message: T.leaveConfirm(row.name),
                        danger: true,
                        onConfirm: () =>
                          leave.mutate(row.companyId, {
                            onSuccess: () => alerts.success(T.left(row.name)),
                            onError: fail,
                          }),
                      })
                    }
                  >
                    {T.leave}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
