import type { SupportedLanguage } from '../languages.ts';
import { en, type Catalogue } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';

export type { Catalogue };

/** Every bundled catalogue by language; all are in the bundle, so nothing is fetched at run time. */
export const catalogues: Record<SupportedLanguage, Catalogue> = { en, pt, es, fr, it };
