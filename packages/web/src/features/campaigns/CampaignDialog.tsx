import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  CAMPAIGN_LIMITS,
  CampaignInput,
  UpdateCampaignInput,
  type Campaign,
} from '@warband/schemas';
import { useNavigate } from 'react-router';
import { useCreateCampaign, useDeleteCampaign, useUpdateCampaign } from '../../api/campaigns';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { EntryDialog } from '../../components/dialogs/EntryDialog';
import { useEntityDialog } from '../../components/dialogs/useEntityDialog';
import { RulesetChoice } from '../../components/ruleset/RulesetChoice';
import { useSession } from '../../hooks/useSession';
import { initialCampaignValues, toCampaignInput } from './campaign-form';
import { CAMPAIGN_TEXTS as T, campaignCreated, campaignUpdated } from './texts';

interface CampaignDialogProps {
  /** The campaign being edited (its owner only), or null when creating one. */
  campaign: Campaign | null;
  onClose: () => void;
}

/** Create a campaign (then go to it), or rename, redescribe or delete it. */
export function CampaignDialog({ campaign, onClose }: CampaignDialogProps) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const accountRuleset = useSession()?.newRuleset ?? false;
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.id ?? '');
  const remove = useDeleteCampaign();
  const creating = campaign === null;
  const { form, actions } = useEntityDialog({
    initialValues: initialCampaignValues(campaign, accountRuleset),
    schema: creating ? CampaignInput : UpdateCampaignInput,
    toInput: (values) => toCampaignInput(values, creating),
    submit: (input: CampaignInput | UpdateCampaignInput) =>
      'newRuleset' in input ? create.mutateAsync(input) : update.mutateAsync(input),
    onSuccess: async (saved: Campaign) => {
      if (creating) {
        alerts.success(campaignCreated(saved.name));
        await navigate(`/campaigns/${saved.id}`);
      } else {
        alerts.success(campaignUpdated(saved.name));
        onClose();
      }
    },
    onClose,
    deleting: remove.isPending,
    deletion: campaign && {
      texts: T,
      remove: () => remove.mutateAsync(campaign.id),
      then: () => navigate('/campaigns', { flushSync: true }),
    },
  });
  return (
    <EntryDialog
      title={creating ? T.createTitle : T.editTitle}
      editing={!creating}
      actions={actions}
    >
      <Stack gap="sm">
        <TextInput
          label={T.name}
          data-autofocus
          maxLength={CAMPAIGN_LIMITS.name}
          {...form.getInputProps('name')}
        />
        <Textarea
          label={T.description}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CAMPAIGN_LIMITS.description}
          {...form.getInputProps('description')}
        />
        <RulesetChoice
          label={T.ruleset}
          description={T.rulesetHelp}
          disabled={!creating}
          {...form.getInputProps('ruleset')}
        />
      </Stack>
    </EntryDialog>
  );
}
