import { Button, Select, Stack, TextInput } from '@mantine/core';
import { CAMPAIGN_LIMITS, RecordMatchInput, type CampaignTableRow } from '@warband/schemas';
import type { FormEvent } from 'react';
import { useRecordMatch } from '../../api/campaigns';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { DialogButtons } from '../../components/dialogs/DialogButtons';
import { DialogFrame } from '../../components/dialogs/DialogFrame';
import { useEntityDialog } from '../../components/dialogs/useEntityDialog';
import { CAMPAIGN_TEXTS as T } from './texts';

interface MatchFields {
  first: string | null;
  second: string | null;
  scenario: string;
  /** The date field's value: '' when none. */
  playedOn: string;
}

const EMPTY: MatchFields = { first: null, second: null, scenario: '', playedOn: '' };

/** Where the input's fields live in the form: the two companies are two pickers. */
function formPath(path: string): string {
  if (path === 'companyIds.0') return 'first';
  if (path.startsWith('companyIds')) return 'second';
  return path;
}

interface RecordMatchDialogProps {
  campaignId: string;
  /** The companies taking part, active ones only. */
  companies: CampaignTableRow[];
  onClose: () => void;
}

/** Any member records a match between two companies of the campaign. */
export function RecordMatchDialog({ campaignId, companies, onClose }: RecordMatchDialogProps) {
  const alerts = useAlerts();
  const record = useRecordMatch(campaignId);
  const editor = useEntityDialog({
    initialValues: EMPTY,
    schema: RecordMatchInput,
    toInput: (values: MatchFields) => ({
      companyIds: [values.first ?? '', values.second ?? ''],
      scenario: values.scenario,
      playedOn: values.playedOn === '' ? null : values.playedOn,
    }),
    formPath,
    submit: (input: RecordMatchInput) => record.mutateAsync(input),
    onSuccess: () => {
      alerts.success(T.matchRecorded);
      onClose();
    },
    onClose,
    deletion: null,
    deleting: false,
  });
  const { form } = editor;
  // The shared schema only knows an id is missing; the player is told which choice is.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    const { first, second } = form.getValues();
    if (first && second) {
      editor.handleSubmit(event);
      return;
    }
    event?.preventDefault();
    form.setErrors({
      ...(first ? {} : { first: T.chooseCompany }),
      ...(second ? {} : { second: T.chooseCompany }),
    });
  };
  const actions = { ...editor.actions, handleSubmit };
  const options = companies.map((row) => ({
    value: row.companyId,
    label: `${row.name} (${row.ownerName}, rating ${row.currentRating})`,
  }));
  return (
    <DialogFrame
      title={T.recordTitle}
      actions={actions}
      buttons={
        <DialogButtons actions={actions} editing={false}>
          <Button type="submit" loading={editor.submitting}>
            {T.record}
          </Button>
        </DialogButtons>
      }
    >
      <Stack gap="sm">
        <Select
          label={T.firstCompany}
          data={options}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('first')}
        />
        <Select
          label={T.secondCompany}
          data={options}
          allowDeselect={false}
          {...form.getInputProps('second')}
        />
        <TextInput
          label={T.scenario}
          maxLength={CAMPAIGN_LIMITS.scenario}
          {...form.getInputProps('scenario')}
        />
        <TextInput label={T.playedOn} type="date" {...form.getInputProps('playedOn')} />
      </Stack>
    </DialogFrame>
  );
}
