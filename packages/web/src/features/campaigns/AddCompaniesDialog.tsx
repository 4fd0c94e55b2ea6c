import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  AddCampaignCompaniesInput,
  type Campaign,
  type CampaignTableRow,
  type Company,
} from '@warband/schemas';
import type { ReactNode } from 'react';
import { useAddCampaignCompanies } from '../../api/campaigns';
import { useCompanies } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { DialogButtons } from '../../components/dialogs/DialogButtons';
import { DialogFrame } from '../../components/dialogs/DialogFrame';
import { MODAL_STYLES } from '../../components/dialogs/modal-styles';
import { useEntityDialog } from '../../components/dialogs/useEntityDialog';
import {
  choicePath,
  CompanyChooser,
  firstChoice,
  NoCompanyFits,
  type CompanyChoice,
} from './CompanyChooser';
import { joinableCompanies } from './join-companies';
import { CAMPAIGN_TEXTS as T } from './texts';
import { LoadingLine } from '../../components/lists/ListStatus';

interface AddCompaniesDialogProps {
  campaign: Campaign;
  /** The league's lines: the companies taking part already, which are not offered again. */
  table: readonly CampaignTableRow[];
  onClose: () => void;
}

/**
 * A member (the owner too) brings more of their own companies in, without an invite link:
 * the join page's chooser, offering their active companies of the campaign's ruleset that do
 * not take part yet.
 */
export function AddCompaniesDialog({ campaign, table, onClose }: AddCompaniesDialogProps) {
  const companies = useCompanies();
  if (companies.data) {
    const alreadyIn = new Set(table.map((row) => row.companyId));
    const choices = joinableCompanies(companies.data, campaign.newRuleset, alreadyIn);
    if (choices.length > 0) {
      return <AddCompaniesForm campaignId={campaign.id} choices={choices} onClose={onClose} />;
    }
    const anyFits = joinableCompanies(companies.data, campaign.newRuleset).length > 0;
    return (
      <Notice onClose={onClose}>
        <NoCompanyFits
          why={anyFits ? T.noneLeft : `${T.noneFit(campaign.newRuleset)} ${T.noneFitAdd}`}
        />
      </Notice>
    );
  }
  return (
    <Notice onClose={onClose}>
      {companies.error ? (
        <Text c="red" role="alert">
          {companies.error.message}
        </Text>
      ) : (
        <LoadingLine text={T.loadingCompanies} />
      )}
    </Notice>
  );
}

/** The dialog while there is nothing to choose: what is going on, and a way out. */
function Notice({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={T.addTitle}
      closeButtonProps={{ 'aria-label': 'Close' }}
      // The frame's own title and spacing (DialogFrame's), with nothing to submit.
      styles={MODAL_STYLES}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AddCompaniesForm({
  campaignId,
  choices,
  onClose,
}: {
  campaignId: string;
  choices: Company[];
  onClose: () => void;
}) {
  const alerts = useAlerts();
  const add = useAddCampaignCompanies(campaignId);
  const editor = useEntityDialog({
    initialValues: firstChoice(choices),
    schema: AddCampaignCompaniesInput,
    toInput: (values: CompanyChoice) => ({ companyIds: values.companyIds }),
    formPath: choicePath,
    submit: (input: AddCampaignCompaniesInput) => add.mutateAsync(input),
    onSuccess: (_campaign, form) => {
      alerts.success(T.added(form.getValues().companyIds.length));
      onClose();
    },
    onClose,
    deletion: null,
    deleting: false,
  });
  return (
    <DialogFrame
      title={T.addTitle}
      actions={editor.actions}
      size="md"
      buttons={
        <DialogButtons actions={editor.actions} editing={false}>
          <Button type="submit" loading={editor.submitting}>
            {T.add}
          </Button>
        </DialogButtons>
      }
    >
      <CompanyChooser choices={choices} form={editor.form} />
    </DialogFrame>
  );
}
