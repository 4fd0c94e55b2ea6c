import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import {
  CAMPAIGN_LIMITS,
  CreateInviteInput,
  type CampaignInvite,
  type CreatedInvite,
} from '@warband/schemas';
import { useState } from 'react';
import { useCreateInvite, useRevokeInvite } from '../../api/campaigns';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { confirmAction } from '../../components/dialogs/confirm';
import { toNumber } from '../../components/forms/form-errors';
import { useApiForm } from '../../components/forms/useApiForm';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import { inviteUrl } from './campaign-form';
import { CAMPAIGN_TEXTS as T } from './texts';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function inviteState(invite: CampaignInvite, now: number): string {
  if (invite.revoked) return 'revoked';
  if (Date.parse(invite.expiresAt) <= now) return 'expired';
  if (invite.uses >= invite.maxUses) return 'used up';
  return `until ${DATE.format(new Date(invite.expiresAt))}`;
}

/** The link just made: shown once, with Copy, and Share where the device offers it. */
function NewLink({ url, campaignName }: { url: string; campaignName: string }) {
  const alerts = useAlerts();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="xs">
      <TextInput
        label={T.inviteLink}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group gap="xs">
        <Button
          variant="light"
          onClick={() =>
            navigator.clipboard
              .writeText(url)
              .then(() => alerts.success(T.copied))
              .catch(() => alerts.danger(T.copyFailed))
          }
        >
          {T.copyLink}
        </Button>
        {canShare && (
          <Button
            variant="light"
            onClick={() =>
              // A closed share sheet is the player's choice, not an error.
              void navigator.share({ title: campaignName, url }).catch(() => undefined)
            }
          >
            {T.shareLink}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface InvitesSectionProps {
  campaignId: string;
  campaignName: string;
  invites: CampaignInvite[];
}

/** The invite form's values: a number field holds '' while it is emptied. */
interface InviteValues {
  expiresInDays: number | string;
  maxUses: number | string;
}

const NEW_INVITE: InviteValues = {
  expiresInDays: CAMPAIGN_LIMITS.inviteDays.default,
  maxUses: CAMPAIGN_LIMITS.inviteUses.default,
};

/** The owner's invite links: make one (how long, how many uses), list them, revoke one. */
export function InvitesSection({ campaignId, campaignName, invites }: InvitesSectionProps) {
  const alerts = useAlerts();
  const create = useCreateInvite(campaignId);
  const revoke = useRevokeInvite(campaignId);
  const [made, setMade] = useState<CreatedInvite | null>(null);
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: NEW_INVITE,
    schema: CreateInviteInput,
    toInput: (values) => ({
      expiresInDays: toNumber(values.expiresInDays),
      maxUses: toNumber(values.maxUses),
    }),
    submit: (input: CreateInviteInput) => create.mutateAsync(input),
    onSuccess: (invite) => {
      setMade(invite);
      alerts.success(T.inviteCreated);
    },
  });
  // Read once as the list opens: a link's state is worked out against that moment.
  const [now] = useState(() => Date.now());
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.invitesHelp}
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label={T.createInvite}>
        <Group align="flex-end" gap="sm">
          <WholeNumberInput
            label={T.expiresInDays}
            min={CAMPAIGN_LIMITS.inviteDays.min}
            max={CAMPAIGN_LIMITS.inviteDays.max}
            w={130}
            {...form.getInputProps('expiresInDays')}
          />
          <WholeNumberInput
            label={T.maxUses}
            min={CAMPAIGN_LIMITS.inviteUses.min}
            max={CAMPAIGN_LIMITS.inviteUses.max}
            w={130}
            {...form.getInputProps('maxUses')}
          />
          <Button type="submit" loading={submitting}>
            {T.createInvite}
          </Button>
        </Group>
      </form>
      {made && (
        <NewLink url={inviteUrl(window.location.origin, made.token)} campaignName={campaignName} />
      )}
      {invites.length === 0 ? (
        <Text size="sm">{T.noInvites}</Text>
      ) : (
        <List spacing={4} listStyleType="none" aria-label={T.invites}>
          {invites.map((invite) => {
            const state = inviteState(invite, now);
            const live = state.startsWith('until');
            return (
              <List.Item key={invite.id} data-testid="invite">
                <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
                  <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                    Made {DATE.format(new Date(invite.createdAt))}: {invite.uses} of{' '}
                    {invite.maxUses} uses, {state}
                  </Text>
                  {live && (
                    <Button
                      size="xs"
                      style={{ flexShrink: 0 }}
                      variant="subtle"
                      color="red"
                      loading={revoke.isPending && revoke.variables === invite.id}
                      onClick={() =>
                        confirmAction({
                          title: T.revoke,
                          message: T.revokeConfirm,
                          danger: true,
                          onConfirm: () =>
                            revoke.mutate(invite.id, {
                              onSuccess: () => alerts.success(T.revoked),
                              onError: (error) => alerts.failed(error),
                            }),
                        })
                      }
                    >
                      {T.revoke}
                    </Button>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
