let last = 0;

/** A fresh key for each opening of a dialog, so its form starts from the entry's values. */
export function nextDialogKey(): number {
  last += 1;
  return last;
}
