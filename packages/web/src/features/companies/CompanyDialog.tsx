import { Alert, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { COMPANY_INFLUENCE_MAX } from '@warband/schemas';
import type { Company } from '@warband/schemas';
import { EntryDialog } from '../../components/dialogs/EntryDialog';
import { WholeNumberInput } from '../../components/forms/WholeNumberInput';
import { RulesetChoice } from '../../components/ruleset/RulesetChoice';
import { rulesetValue } from '../../components/ruleset/ruleset';
import { RACE_OPTIONS } from './company-form';
import { RetireButton } from './RetireButton';
import { COMPANY_TEXTS } from './texts';
import { useCompanyEditor } from './useCompanyEditor';
import { LongTextInput, NameInput } from '../../components/forms/TextFields';

interface CompanyDialogProps {
  /** The company being edited, or null when creating one. */
  company: Company | null;
  onClose: () => void;
}

/** Create or edit a company: tabs Details and Rating. */
export function CompanyDialog({ company, onClose }: CompanyDialogProps) {
  const editor = useCompanyEditor(company, onClose);
  const { form } = editor;
  const rulesetChanged =
    company !== null && form.getValues().ruleset !== rulesetValue(company.newRuleset);
  return (
    <EntryDialog
      title={company ? COMPANY_TEXTS.editTitle : COMPANY_TEXTS.createTitle}
      editing={company !== null}
      actions={editor.actions}
    >
      <Tabs value={editor.tab} onChange={editor.selectTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="rating">Rating</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <Stack gap="sm">
            <NameInput {...form.getInputProps('name')} />
            <Select
              label="Race"
              placeholder="Choose a race"
              data={RACE_OPTIONS}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No race of that name"
              {...form.getInputProps('race')}
            />
            <WholeNumberInput
              label="Influence"
              min={0}
              max={COMPANY_INFLUENCE_MAX}
              {...form.getInputProps('influence')}
            />
            <RulesetChoice
              label={COMPANY_TEXTS.ruleset}
              description={company ? undefined : COMPANY_TEXTS.rulesetForNew}
              {...form.getInputProps('ruleset')}
            />
            {rulesetChanged && (
              <Alert color="yellow" role="status" title={COMPANY_TEXTS.rulesetChangeTitle}>
                {COMPANY_TEXTS.rulesetChangeWarning}
              </Alert>
            )}
            <LongTextInput label="Backstory" minRows={3} {...form.getInputProps('backstory')} />
            {company && <RetireButton company={company} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rating">
          <Stack gap="sm">
            <TextInput
              label="Rating"
              readOnly
              value={company?.rating ?? 0}
              description="Recorded when the company's last battle was applied."
            />
            <TextInput
              label="Current Rating"
              readOnly
              value={company?.currentRating ?? 0}
              description="The total points of every warrior who is not dead."
            />
            <Text size="sm" c="dimmed">
              Against the Odds compares current ratings.
            </Text>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </EntryDialog>
  );
}
