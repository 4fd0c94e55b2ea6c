import { present } from '@warband/rules';
import { Company, CompanyInput, UpdateCompanyInput } from '@warband/schemas';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateCompany, useDeleteCompany, useUpdateCompany } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { useEntityDialog } from '../../components/dialogs/useEntityDialog';
import { useSession } from '../../hooks/useSession';
import { saveOverStale } from '../../components/stale/save-over-stale';
import {
  companyChanges,
  DETAILS_REQUIRED,
  initialCompanyValues,
  toCompanyInput,
} from './company-form';
import type { CompanyTab } from './company-form';
import { COMPANY_TEXTS, companyCreated, companySavedOnDevice, companyUpdated } from './texts';

/**
 * The company dialog's behaviour (useEntityDialog): create (then go to the new
 * company) or save, confirm deleting (then go to My Companies), ask before throwing away
 * unsaved edits, and keep the player on Details until the company has a name and a race.
 * A save names the revision the dialog was opened on; if a battle or another device changed
 * the company since, the player sees what changed and chooses.
 */
export function useCompanyEditor(company: Company | null, onClose: () => void) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const [tab, setTab] = useState<CompanyTab>('details');
  const base = useRef(company);
  const accountRuleset = useSession()?.newRuleset ?? false;
  const dialog = useEntityDialog({
    initialValues: initialCompanyValues(company, accountRuleset),
    schema: company ? UpdateCompanyInput : CompanyInput,
    toInput: (values) => ({ ...toCompanyInput(values), revision: base.current?.revision }),
    // The form keeps the input's newRuleset as the radio group's `ruleset`: a company in a
    // campaign keeps the campaign's, and the server's refusal shows there.
    formPath: (path) => (path === 'newRuleset' ? 'ruleset' : path),
    submit: (input: CompanyInput | UpdateCompanyInput) =>
      'revision' in input
        ? saveOverStale({
            noun: 'company',
            base,
            schema: Company,
            save: (revision) =>
              update.mutateAsync({
                id: present(company, 'The company').id,
                input: { ...input, revision },
              }),
            changes: companyChanges,
            showStored: (stored) => {
              dialog.form.setValues(initialCompanyValues(stored));
              dialog.form.resetDirty();
            },
          })
        : create.mutateAsync(input).then((result) => ({ result, queued: false })),
    onSuccess: async ({ result: saved, queued }) => {
      if (company) {
        alerts.success(queued ? companySavedOnDevice(saved.name) : companyUpdated(saved.name));
        onClose();
      } else {
        alerts.success(companyCreated(saved.name));
        // Busy until the new page is there: a second click on Create meanwhile sends nothing.
        await navigate(`/company/${saved.id}`);
      }
    },
    // Every field lives on Details: an error anywhere brings the player back to it.
    onErrors: (paths) => {
      if (paths.length > 0) setTab('details');
    },
    onClose,
    deleting: remove.isPending,
    deletion: company && {
      texts: COMPANY_TEXTS,
      remove: () => remove.mutateAsync(company.id),
      // At once, before the page sees its company gone from the list.
      then: () => navigate('/companies', { flushSync: true }),
    },
  });
  const { form, actions } = dialog;

  function selectTab(next: string | null) {
    if (next !== 'details' && next !== 'rating') return;
    if (tab === 'details' && next !== 'details') {
      const blocked = DETAILS_REQUIRED.map((field) => form.validateField(field).hasError);
      if (blocked.some(Boolean)) return;
    }
    setTab(next);
  }

  return { form, tab, selectTab, actions };
}
