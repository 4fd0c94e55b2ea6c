import { Button, Menu } from '@mantine/core';
import { TEXT_FORMATS } from '@warband/rules';
import type { Company } from '@warband/schemas';
import { useState } from 'react';
import { exportCompany } from '../../api/companies';
import { useAlerts } from '../../components/alerts/AlertsProvider';
import { downloadJson, localDateStamp } from '../../components/library-pack/download';
import { COPY_TEXTS as T, TEXT_FORMAT_LABELS, companyAsText } from './copy-texts';
import { useCopyText } from './useCopyText';

/**
 * The company page's Export menu: the company file, to keep or to import in another account,
 * and the company as text for a chat, a forum or Tabletop Simulator.
 */
export function CompanyExportMenu({ company }: { company: Company }) {
  // Every value of a company is worked out in its own ruleset.
  const { newRuleset } = company;
  const alerts = useAlerts();
  const copy = useCopyText();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      // The file's name comes with its schema, loaded by the export, not with the page.
      const [file, { companyFileName }] = await Promise.all([
        exportCompany(company.id),
        import('../../api/company-file-schema'),
      ]);
      downloadJson(companyFileName(company.name, localDateStamp()), file);
    } catch (error) {
      alerts.failed(error, T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Menu position="bottom-end" width={260}>
      <Menu.Target>
        <Button variant="light" loading={downloading}>
          {T.menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item mih={44} onClick={() => void download()}>
          {T.download}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{T.copyHeading}</Menu.Label>
        {TEXT_FORMATS.map((format) => (
          <Menu.Item
            key={format}
            mih={44}
            onClick={() => void copy(companyAsText(company, format, newRuleset))}
          >
            {TEXT_FORMAT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
