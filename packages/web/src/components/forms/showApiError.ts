import type { UseFormReturnType } from '@mantine/form';
import { ApiRequestError } from '../../api/client';
import type { AlertsApi } from '../alerts/AlertsProvider';

/**
 * Shows a failed call where the player looks for it: messages about fields of the form go
 * onto those fields; anything else goes to the danger alert.
 */
export function showApiError<Values extends Record<string, unknown>>(
  error: unknown,
  form: UseFormReturnType<Values>,
  alerts: Pick<AlertsApi, 'danger'>,
) {
  if (!(error instanceof ApiRequestError)) {
    alerts.danger(error instanceof Error ? error.message : 'Something went wrong.');
    return;
  }
  const values = form.getValues();
  const onForm: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (field in values) onForm[field] = message;
    else elsewhere.push(message);
  }
  if (Object.keys(onForm).length > 0) form.setErrors(onForm);
  if (elsewhere.length > 0) alerts.danger(elsewhere.join(' '));
  else if (Object.keys(onForm).length === 0) alerts.danger(error.message);
}
