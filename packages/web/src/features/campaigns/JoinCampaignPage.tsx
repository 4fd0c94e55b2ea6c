import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { JoinCampaignInput, type CampaignInvitePreview, type Company } from '@warband/schemas';
import { Link, useNavigate, useParams } from 'react-router';
import { useInvite, useJoinCampaign } from '../../api/campaigns';
import { ApiRequestError } from '../../api/client';
import { useCompanies } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';
import { Page } from '../../components/Page';
import { rulesetName } from '../../components/ruleset/ruleset';
import { joinableCompanies } from './join-companies';
import { CAMPAIGN_TEXTS as T } from './texts';

function Loading({ text }: { text: string }) {
  return (
    <Group gap="xs" aria-live="polite">
      <Loader size="sm" />
      <Text>{text}</Text>
    </Group>
  );
}

/**
 * /campaigns/join/{token}: the page an invite link opens. A logged-out player is led through
 * login or registration and back here (RequireAuth keeps where they were going).
 */
export function JoinCampaignPage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const companies = useCompanies();
  return (
    <Page title={T.joinTitle} maw={720}>
      {invite.isPending || companies.isPending ? (
        <Loading text={T.joinLoading} />
      ) : invite.error ? (
        <Alert color="red" role="alert" title={T.inviteInvalid}>
          {invite.error instanceof ApiRequestError && invite.error.status < 500
            ? T.inviteInvalidHelp
            : invite.error.message}
        </Alert>
      ) : companies.error ? (
        <Alert color="red" role="alert">
          {companies.error.message}
        </Alert>
      ) : (
        <JoinForm token={token} invite={invite.data} companies={companies.data} />
      )}
    </Page>
  );
}

interface JoinFormProps {
  token: string;
  invite: CampaignInvitePreview;
  companies: Company[];
}

/** Which of the player's companies take part: only those of the campaign's ruleset. */
export function JoinForm({ token, invite, companies }: JoinFormProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const join = useJoinCampaign();
  const choices = joinableCompanies(companies, invite.newRuleset);
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: { companyIds: choices.length === 1 ? [choices[0]!.id] : ([] as string[]) },
    schema: JoinCampaignInput,
    toInput: (values) => ({ token, companyIds: values.companyIds }),
    submit: (input: JoinCampaignInput) => join.mutateAsync(input),
    onSuccess: async (campaign) => {
      alerts.success(T.joined(campaign.name));
      await navigate(`/campaigns/${campaign.id}`, { replace: true });
    },
  });
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {invite.name}
          </Text>
          <Text c="dimmed" size="sm">
            {rulesetName(invite.newRuleset)} · run by {invite.ownerName}
          </Text>
          {invite.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {invite.description}
            </Text>
          )}
        </Stack>
      </Paper>
      {invite.member && <Text>{T.alreadyMember}</Text>}
      {choices.length === 0 ? (
        <Alert color="yellow" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.noneFit(invite.newRuleset)}</Text>
            <Anchor component={Link} to="/companies">
              My Companies
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={T.joinTitle}>
          <Stack gap="md">
            <Checkbox.Group label={T.chooseCompanies} {...form.getInputProps('companyIds')}>
              <Stack gap={4} mt="xs">
                {choices.map((company) => (
                  <Checkbox
                    key={company.id}
                    value={company.id}
                    label={`${company.name} (${company.race}, rating ${company.currentRating})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={submitting}>
                {T.join}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
