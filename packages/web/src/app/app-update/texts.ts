/** The update prompt's words (src/app/app-update/UpdatePrompt.tsx). */
export const UPDATE_TEXTS = {
  label: 'New version',
  title: 'A new version of Warband Ledger is ready',
  versions: (next: string | null, current: string) =>
    next ? `Version ${next} (you have ${current}).` : `You have version ${current}.`,
  keep: 'Your companies and any battle on this device are kept.',
  later: 'Later',
  reload: 'Reload',
  footerVersion: (version: string) => `Version ${version}`,
} as const;
