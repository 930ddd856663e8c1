/** docs/domain.md#constants-and-limits: scenario and news texts exist in these languages. */
export const contentLanguages = ['en', 'pt'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** docs/domain.md#the-product: the interface languages; emails (password reset) are written in the one the person asks for. */
export const interfaceLanguages = ['en', 'pt', 'es', 'fr', 'it'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
