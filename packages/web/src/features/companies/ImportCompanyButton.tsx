import { Button } from '@mantine/core';
import { fieldOf } from '@warband/rules';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useImportCompany } from '../../api/companies';
import { ApiRequestError, jsonBytes } from '../../api/client';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { failureMessage } from '../../components/alerts/failure';
import { COPY_TEXTS as T } from './copy-texts';

// What tells a backup from a company file is built from every schema a backup holds (the
// companies', the library's): loaded when a file is chosen, not with the companies' pages.
const fileRules = () => import('./import-file-rules');

/** The server's answer in a line: its message and the first thing it names as wrong. */
function importProblem(error: unknown): string {
  const [field, message] =
    (error instanceof ApiRequestError && Object.entries(error.fields)[0]) || [];
  return field
    ? `${field.replace(/^file\./, '')}: ${message}`
    : failureMessage(error, 'The company could not be imported.');
}

/**
 * 'Import company': a company file (from this account or another) as a new company. The
 * server checks the file and works out every derived value; the player sees its first problem.
 */
export function ImportCompanyButton() {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportCompany();
  const alerts = useAlerts();
  const navigate = useNavigate();

  async function read(file: File) {
    const rules = await fileRules().catch(() => null);
    if (!rules) return alerts.danger(T.notRead);
    const { BACKUP_MAX_BYTES, COMPANY_FILE_MAX_BYTES, isBackup } = rules;
    if (file.size > BACKUP_MAX_BYTES) return alerts.danger(T.tooLarge);
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      return alerts.danger(T.notJson);
    }
    if (isBackup(data)) return importBackup(data, COMPANY_FILE_MAX_BYTES);
    if (file.size > COMPANY_FILE_MAX_BYTES) return alerts.danger(T.tooLarge);
    importing.mutate(data, {
      onSuccess: (company) => {
        alerts.success(T.imported(company.name));
        void navigate(`/company/${company.id}`);
      },
      onError: (error) => alerts.danger(importProblem(error)),
    });
  }

  /**
   * A backup ('Back up everything'): each company file in it, one after the other, through the
   * same import as a single file. A company past a file's size is named before anything is
   * sent; otherwise it stops at the first the server refuses, saying which.
   */
  async function importBackup(backup: object, fileMaxBytes: number) {
    const companies = fieldOf(backup, 'companies');
    const files: unknown[] = Array.isArray(companies) ? companies : [];
    const tooLarge = files.find((file) => jsonBytes(file) > fileMaxBytes);
    if (tooLarge !== undefined) {
      const name = fieldOf(fieldOf(tooLarge, 'company'), 'name');
      return alerts.danger(T.backupTooLarge(typeof name === 'string' ? name : 'A company'));
    }
    let done = 0;
    for (const file of files) {
      try {
        await importing.mutateAsync(file);
        done += 1;
      } catch (error) {
        return alerts.danger(T.backupStopped(done, files.length, importProblem(error)));
      }
    }
    alerts.success(T.backupImported(done));
    void navigate('/companies');
  }

  return (
    <>
      <Button
        variant="light"
        mih={44}
        loading={importing.isPending}
        onClick={() => input.current?.click()}
      >
        {T.importButton}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}
