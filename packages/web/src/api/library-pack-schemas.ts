/**
 * The library file's schemas, and the profiles' and warriors' under them: loaded on demand by
 * the export and the import (api/library.ts), not with the library pages.
 */
export { ImportLibraryResult, LibraryPack } from '@warband/schemas';
