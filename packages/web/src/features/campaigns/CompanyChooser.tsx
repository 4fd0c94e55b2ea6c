import { Alert, Anchor, Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Company } from '@warband/schemas';
import { Link } from 'react-router';
import { CAMPAIGN_TEXTS as T } from './texts';

/** The chooser's form values: the ids of the companies chosen. */
export interface CompanyChoice {
  companyIds: string[];
}

/** A single company that fits is chosen already: the player only confirms it. */
export function firstChoice(choices: readonly Company[]): CompanyChoice {
  return { companyIds: choices.length === 1 ? choices.map((company) => company.id) : [] };
}

/**
 * The server names a refused company by its place (`companyIds.1`); the chooser is one group
 * of boxes, which shows it.
 */
export function choicePath(path: string): string {
  return path.startsWith('companyIds') ? 'companyIds' : path;
}

interface CompanyChooserProps {
  /** The player's companies that may come in (joinableCompanies). */
  choices: readonly Company[];
  /**
   * The player's companies in the campaign already: shown ticked and disabled, first, so a
   * member opening a link again sees what takes part. Their ids are in the form's value (a
   * box of the group is ticked by its value) and taken out of what is sent.
   */
  takingPart?: readonly Company[];
  form: UseFormReturnType<CompanyChoice>;
}

const label = (company: Company) =>
  `${company.name} (${company.race}, rating ${company.currentRating})`;

// The label is what a finger taps: a whole 44 px row.
const ROW_STYLES = {
  body: { alignItems: 'center' },
  label: { minHeight: 44, display: 'flex', alignItems: 'center' },
} as const;

/**
 * Which of the player's companies take part in a campaign: the one chooser of the invite's
 * join page and of a member's "Add companies", so both offer and say the same.
 */
export function CompanyChooser({ choices, takingPart = [], form }: CompanyChooserProps) {
  return (
    <Checkbox.Group label={T.chooseCompanies} {...form.getInputProps('companyIds')}>
      <Stack gap={4} mt="xs">
        {takingPart.map((company) => (
          <Checkbox
            key={company.id}
            value={company.id}
            // The words are part of the name, so a screen reader says why it cannot be changed.
            label={
              <span style={{ display: 'flex', flexDirection: 'column' }}>
                {label(company)}{' '}
                <Text span size="xs" c="dimmed">
                  {T.alreadyIn}
                </Text>
              </span>
            }
            disabled
            // Disabled, but the company's name reads as any other.
            styles={{
              ...ROW_STYLES,
              label: { ...ROW_STYLES.label, color: 'var(--mantine-color-text)' },
            }}
          />
        ))}
        {choices.map((company) => (
          <Checkbox
            key={company.id}
            value={company.id}
            label={label(company)}
            styles={ROW_STYLES}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Why nothing is offered, with the way to My Companies to make or change one. */
export function NoCompanyFits({ why }: { why: string }) {
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{why}</Text>
        <Anchor component={Link} to="/companies">
          My Companies
        </Anchor>
      </Stack>
    </Alert>
  );
}
