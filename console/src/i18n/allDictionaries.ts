import { de } from './de';
import { en, type Dictionary } from './en';
import { fr } from './fr';
import { nl } from './nl';
import type { Language } from '../app/languageCodes';

/** The four dictionaries at once: for the capture page's own build and for tests, not the console's entries. */
export const dictionaries: Record<Language, Dictionary> = { en, fr, de, nl };
