import { i18n } from '../../i18n/i18n';

/** The update prompt's words (src/app/app-update/UpdatePrompt.tsx). */
export const UPDATE_TEXTS = {
  get label() {
    return i18n._('New version');
  },
  get title() {
    return i18n._('A new version of Warband Ledger is ready');
  },
  versions: (next: string | null, current: string) =>
    next
      ? i18n._('Version {next} (you have {current}).', { next, current })
      : i18n._('You have version {current}.', { current }),
  get keep() {
    return i18n._('Your companies and any battle on this device are kept.');
  },
  get later() {
    return i18n._('Later');
  },
  get reload() {
    return i18n._('Reload');
  },
  footerVersion: (version: string) => i18n._('Version {version}', { version }),
};
