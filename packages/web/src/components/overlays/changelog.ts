/**
 * The current version of the changelog is its date, written once here: the changelog opens
 * by itself once per version, so new entries (changelog-entries.ts) mean a new date. Kept
 * apart from the entries, which load only with the dialog.
 */
export const CHANGELOG_VERSION = '2025-06-10';
