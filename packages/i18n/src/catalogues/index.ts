import type { SupportedLanguage } from '../languages.ts';
import { adminTexts as enAdmin, type AdminTexts } from './en/admin.ts';
import { dashTexts as enDash, type DashTexts } from './en/dash.ts';
import { publicTexts as enPublic, type PublicTexts } from './en/public.ts';
import { adminTexts as esAdmin } from './es/admin.ts';
import { dashTexts as esDash } from './es/dash.ts';
import { publicTexts as esPublic } from './es/public.ts';
import { adminTexts as frAdmin } from './fr/admin.ts';
import { dashTexts as frDash } from './fr/dash.ts';
import { publicTexts as frPublic } from './fr/public.ts';
import { adminTexts as itAdmin } from './it/admin.ts';
import { dashTexts as itDash } from './it/dash.ts';
import { publicTexts as itPublic } from './it/public.ts';
import { adminTexts as ptAdmin } from './pt/admin.ts';
import { dashTexts as ptDash } from './pt/dash.ts';
import { publicTexts as ptPublic } from './pt/public.ts';
import { mergeTexts } from './merge.ts';

/** Every text of one language: its three areas together. */
export type Catalogue = PublicTexts & DashTexts & AdminTexts;

function catalogueOf(publicTexts: PublicTexts, dashTexts: DashTexts, adminTexts: AdminTexts): Catalogue {
  return mergeTexts(mergeTexts(publicTexts, dashTexts), adminTexts) as Catalogue;
}

/** Every bundled catalogue by language, all areas merged; for tests and Storybook, where nothing is fetched. */
export const catalogues: Record<SupportedLanguage, Catalogue> = {
  en: catalogueOf(enPublic, enDash, enAdmin),
  pt: catalogueOf(ptPublic, ptDash, ptAdmin),
  es: catalogueOf(esPublic, esDash, esAdmin),
  fr: catalogueOf(frPublic, frDash, frAdmin),
  it: catalogueOf(itPublic, itDash, itAdmin),
};
