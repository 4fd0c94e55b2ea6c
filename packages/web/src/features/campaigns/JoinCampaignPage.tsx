import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { JoinCampaignInput, type CampaignInvitePreview, type Company } from '@warband/schemas';
import { Link, useNavigate, useParams } from 'react-router';
import { useInvite, useJoinCampaign } from '../../api/campaigns';
import { ApiRequestError } from '../../api/client';
import { useCompanies } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useApiForm } from '../../components/forms/useApiForm';
import { Page } from '../../components/Page';
import { rulesetName } from '../../components/ruleset/ruleset';
import { choicePath, CompanyChooser, firstChoice, NoCompanyFits } from './CompanyChooser';
import { joinableCompanies } from './join-companies';
import { CAMPAIGN_TEXTS as T } from './texts';
import { LoadingLine } from '../../components/lists/ListStatus';

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
        <LoadingLine text={T.joinLoading} />
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

/**
 * Which of the player's companies take part: only those of the campaign's ruleset. A member
 * opening a link again sees their companies in it already ticked and disabled, and cannot
 * join with those alone.
 */
export function JoinForm({ token, invite, companies }: JoinFormProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const join = useJoinCampaign();
  const inAlready = new Set(invite.takingPart);
  const takingPart = companies.filter((company) => inAlready.has(company.id));
  const choices = joinableCompanies(companies, invite.newRuleset, inAlready);
  const { form, handleSubmit, submitting } = useApiForm({
    initialValues: {
      companyIds: [...invite.takingPart, ...firstChoice(choices).companyIds],
    },
    schema: JoinCampaignInput,
    toInput: (values) => ({
      token,
      companyIds: values.companyIds.filter((id) => !inAlready.has(id)),
    }),
    formPath: choicePath,
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
      {choices.length === 0 && takingPart.length === 0 ? (
        <NoCompanyFits why={`${T.noneFit(invite.newRuleset)} ${T.noneFitJoin}`} />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={T.joinTitle}>
          <Stack gap="md">
            <CompanyChooser choices={choices} takingPart={takingPart} form={form} />
            {choices.length === 0 && <Text size="sm">{T.noneLeftJoin}</Text>}
            <Group>
              <JoinButton
                member={invite.member}
                chosen={form.values.companyIds.some((id) => !inAlready.has(id))}
                submitting={submitting}
              />
              {invite.member && (
                <Button component={Link} to={`/campaigns/${invite.campaignId}`} variant="default">
                  {T.openCampaign}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/**
 * A member adds companies: until one not yet in the campaign is ticked, the button cannot be
 * pressed and says what to do. A player joining is told what is missing when they press it.
 */
function JoinButton(props: { member: boolean; chosen: boolean; submitting: boolean }) {
  const { member, chosen, submitting } = props;
  if (!member) {
    return (
      <Button type="submit" loading={submitting}>
        {T.join}
      </Button>
    );
  }
  return (
    <Button type="submit" loading={submitting} disabled={!chosen}>
      {chosen ? T.addToCampaign : T.chooseToAdd}
    </Button>
  );
}
