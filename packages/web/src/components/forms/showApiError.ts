import type { UseFormReturnType } from '@mantine/form';
import { ApiRequestError } from '../../api/client';
import type { AlertsApi } from '../alerts/AlertsProvider';

/**
 * Shows a failed call where the player looks for it: messages about fields of the form go
 * onto those fields (nested paths like 'specialRules.1.name' included); anything else goes to
 * the danger alert. Returns the paths placed on the form, so a caller can reveal them.
 */
export function showApiError<Values extends object>(
  error: unknown,
  form: UseFormReturnType<Values>,
  alerts: Pick<AlertsApi, 'danger' | 'failed'>,
): string[] {
  if (!(error instanceof ApiRequestError)) {
    alerts.failed(error);
    return [];
  }
  const values = form.getValues();
  const onForm: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if ((field.split('.')[0] ?? field) in values) onForm[field] = message;
    else elsewhere.push(message);
  }
  const placed = Object.keys(onForm);
  if (placed.length > 0) form.setErrors(onForm);
  if (elsewhere.length > 0) alerts.danger(elsewhere.join(' '));
  else if (placed.length === 0) alerts.danger(error.message);
  return placed;
}
