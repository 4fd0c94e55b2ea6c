export const STALE_TEXTS = {
  title: 'Changed elsewhere',
  question: (noun: string, changes: string[]) =>
    changes.length > 0
      ? `Since you opened this ${noun}, it was changed elsewhere (by a battle, another tab or another device): ${changes.join('; ')}. Save your version over it, or keep the saved one and start again from it?`
      : `This ${noun} keeps being changed elsewhere. Save your version over it, or keep the saved one and start again from it?`,
  saveMine: 'Save mine',
  keepStored: 'Keep the saved one',
  keptStored: (noun: string) =>
    `Your changes were not saved: the ${noun} is shown as it was saved elsewhere.`,
};
