/** Spec §9: scenario and news texts exist in these languages. */
export const contentLanguages = ['en', 'pt'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Spec §1: the interface languages; emails (password reset) are written in the one the person asks for. */
export const interfaceLanguages = ['en', 'pt', 'es', 'fr', 'it'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
