import { present } from '@warband/rules';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/client';
import { useAlerts } from '../alerts/AlertsProvider';
import { schemaValidator } from './form-errors';
import { showApiError } from './showApiError';
import { i18n } from '../../i18n/i18n';

export interface ApiFormOptions<Values, Input, Result> {
  initialValues: Values;
  /**
   * The shared schema of the API input: the form checks what the server will check. A
   * first page's form may name a loader instead (`lazySchema` in api/schemas.ts): the schema
   * is then fetched when the player starts typing, and a submit waits for it.
   */
  schema: z.ZodType<Input> | (() => Promise<z.ZodType<Input>>);
  /** Form values as the API wants them (numbers from number fields…); as they are if absent. */
  toInput?: (values: Values) => unknown;
  /** The call, usually a mutation's mutateAsync. */
  submit: (input: Input) => Promise<Result>;
  /** What follows a success; the form stays busy until a promise it returns settles. */
  onSuccess?: (result: Result, form: UseFormReturnType<Values>) => void | Promise<void>;
  /** Told which fields carry errors (the form's or the server's), to reveal hidden ones. */
  onErrors?: (paths: string[]) => void;
  /**
   * Where a field of the API input lives in the form, when the form keeps it under another
   * name (the profile editor keeps the input's `race` in `profileRaces`). Applies to the
   * schema's messages and the server's alike; fields keep their names when absent.
   */
  formPath?: (inputPath: string) => string;
}

/**
 * The way every form talks to the API: checks the values with the shared schema (messages
 * on the fields, nothing sent), clears the alert, sends one request at a time, and puts the
 * server's field errors on the fields (anything else in the danger alert).
 */
export function useApiForm<Values extends object, Input, Result>({
  initialValues,
  schema,
  toInput,
  submit,
  onSuccess,
  onErrors,
  formPath,
}: ApiFormOptions<Values, Input, Result>) {
  const alerts = useAlerts();
  const loader = typeof schema === 'function' ? schema : undefined;
  const loaded = useRef(typeof schema === 'function' ? undefined : schema);
  const load = async () => (loaded.current ??= await present(loader, 'The schema loader')());
  const parse = (values: Values) =>
    present(loaded.current, 'The form schema').safeParse(toInput ? toInput(values) : values);
  const validate = (values: Values) => (loaded.current ? schemaValidator(parse)(values) : {});
  const form = useForm<Values>({
    initialValues,
    // Only ever run once the schema is in: handleSubmit waits for it.
    validate: formPath ? (values) => renameFields(validate(values), formPath) : validate,
    onValuesChange: loader ? () => void load().catch(() => undefined) : undefined,
  });
  // A ref as well as state: a double click lands before React re-renders.
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  /** Runs one call of this form at a time; its failure is shown on the form. */
  async function run(task: () => Promise<void>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } catch (error) {
      const placed = showApiError(
        formPath ? renameErrorFields(error, formPath) : error,
        form,
        alerts,
      );
      if (placed.length > 0) onErrors?.(placed);
    } finally {
      busy.current = false;
    }
  }

  function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    if (!loaded.current) {
      event?.preventDefault();
      load().then(
        () => handleSubmit(),
        () => alerts.danger(i18n._('Could not reach the server. Check your connection.')),
      );
      return;
    }
    form.onSubmit(
      (values) => {
        const parsed = parse(values);
        if (busy.current || !parsed.success) return;
        alerts.clear();
        setSubmitting(true);
        void run(async () => {
          const result = await submit(parsed.data);
          await onSuccess?.(result, form);
        }).finally(() => setSubmitting(false));
      },
      (errors) => onErrors?.(Object.keys(errors)),
    )(event);
  }

  return {
    form,
    /** For the form's onSubmit. */
    handleSubmit,
    submitting,
    /** Whether a call of this form is under way, for guards outside the submit (delete, close). */
    isBusy: () => busy.current,
    run,
  };
}

function renameFields(errors: Record<string, string>, formPath: (path: string) => string) {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [formPath(path), message]),
  );
}

function renameErrorFields(error: unknown, formPath: (path: string) => string): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const fields = renameFields(error.fields, formPath);
  return new ApiRequestError(error.message, error.status, error.code, fields);
}
