/** Today's date as YYYY-MM-DD in the player's own time zone. */
export function localDateStamp(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function libraryFileName(date = new Date()): string {
  return `warband-ledger-library-${localDateStamp(date)}.json`;
}

/**
 * Saves data as a JSON file through a temporary object URL. Not indented: the file is exactly
 * what the server sent, so a library file the app saved is always within the size it imports.
 */
export function downloadJson(fileName: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; give them time.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
