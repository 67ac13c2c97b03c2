/** Nest injection token for the import settings (limits, directories) read at start. */
export const IMPORT_SETTINGS = Symbol('IMPORT_SETTINGS');
