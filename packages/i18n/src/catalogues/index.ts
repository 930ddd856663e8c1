import type { SupportedLanguage } from '../languages.ts';
import type { CatalogueArea } from './load.ts';
import { apiKeysTexts as enApiKeys, type ApiKeysTexts } from './en/apiKeys.ts';
import { adminTexts as enAdmin, type AdminTexts } from './en/admin.ts';
import { coastersTexts as enCoasters, type CoastersTexts } from './en/coasters.ts';
import { dashTexts as enDash, type DashTexts } from './en/dash.ts';
import { failedJobsTexts as enFailedJobs, type FailedJobsTexts } from './en/failedJobs.ts';
import { notificationsTexts as enNotifications, type NotificationsTexts } from './en/notifications.ts';
import { publicTexts as enPublic, type PublicTexts } from './en/public.ts';
import { webhooksTexts as enWebhooks, type WebhooksTexts } from './en/webhooks.ts';
import { apiKeysTexts as esApiKeys } from './es/apiKeys.ts';
import { adminTexts as esAdmin } from './es/admin.ts';
import { coastersTexts as esCoasters } from './es/coasters.ts';
import { dashTexts as esDash } from './es/dash.ts';
import { failedJobsTexts as esFailedJobs } from './es/failedJobs.ts';
import { notificationsTexts as esNotifications } from './es/notifications.ts';
import { publicTexts as esPublic } from './es/public.ts';
import { webhooksTexts as esWebhooks } from './es/webhooks.ts';
import { apiKeysTexts as frApiKeys } from './fr/apiKeys.ts';
import { adminTexts as frAdmin } from './fr/admin.ts';
import { coastersTexts as frCoasters } from './fr/coasters.ts';
import { dashTexts as frDash } from './fr/dash.ts';
import { failedJobsTexts as frFailedJobs } from './fr/failedJobs.ts';
import { notificationsTexts as frNotifications } from './fr/notifications.ts';
import { publicTexts as frPublic } from './fr/public.ts';
import { webhooksTexts as frWebhooks } from './fr/webhooks.ts';
import { apiKeysTexts as itApiKeys } from './it/apiKeys.ts';
import { adminTexts as itAdmin } from './it/admin.ts';
import { coastersTexts as itCoasters } from './it/coasters.ts';
import { dashTexts as itDash } from './it/dash.ts';
import { failedJobsTexts as itFailedJobs } from './it/failedJobs.ts';
import { notificationsTexts as itNotifications } from './it/notifications.ts';
import { publicTexts as itPublic } from './it/public.ts';
import { webhooksTexts as itWebhooks } from './it/webhooks.ts';
import { apiKeysTexts as ptApiKeys } from './pt/apiKeys.ts';
import { adminTexts as ptAdmin } from './pt/admin.ts';
import { coastersTexts as ptCoasters } from './pt/coasters.ts';
import { dashTexts as ptDash } from './pt/dash.ts';
import { failedJobsTexts as ptFailedJobs } from './pt/failedJobs.ts';
import { notificationsTexts as ptNotifications } from './pt/notifications.ts';
import { publicTexts as ptPublic } from './pt/public.ts';
import { webhooksTexts as ptWebhooks } from './pt/webhooks.ts';
import { mergeTexts, type Texts } from './merge.ts';

/** Every language's catalogue area by area, as the browser downloads it (ADR 0040, 0081). */
export const catalogueAreaTexts = {
  en: {
    public: enPublic,
    dash: enDash,
    admin: enAdmin,
    failedJobs: enFailedJobs,
    notifications: enNotifications,
    coasters: enCoasters,
    apiKeys: enApiKeys,
    webhooks: enWebhooks,
  },
  pt: {
    public: ptPublic,
    dash: ptDash,
    admin: ptAdmin,
    failedJobs: ptFailedJobs,
    notifications: ptNotifications,
    coasters: ptCoasters,
    apiKeys: ptApiKeys,
    webhooks: ptWebhooks,
  },
  es: {
    public: esPublic,
    dash: esDash,
    admin: esAdmin,
    failedJobs: esFailedJobs,
    notifications: esNotifications,
    coasters: esCoasters,
    apiKeys: esApiKeys,
    webhooks: esWebhooks,
  },
  fr: {
    public: frPublic,
    dash: frDash,
    admin: frAdmin,
    failedJobs: frFailedJobs,
    notifications: frNotifications,
    coasters: frCoasters,
    apiKeys: frApiKeys,
    webhooks: frWebhooks,
  },
  it: {
    public: itPublic,
    dash: itDash,
    admin: itAdmin,
    failedJobs: itFailedJobs,
    notifications: itNotifications,
    coasters: itCoasters,
    apiKeys: itApiKeys,
    webhooks: itWebhooks,
  },
} satisfies Record<SupportedLanguage, Record<CatalogueArea, Texts>>;

/** The areas that every bundled catalogue holds. */
export const catalogueAreas = Object.keys(catalogueAreaTexts.en) as CatalogueArea[];

/** Every text of one language: its areas together. */
export type Catalogue = PublicTexts &
  DashTexts &
  AdminTexts &
  FailedJobsTexts &
  NotificationsTexts &
  CoastersTexts &
  ApiKeysTexts &
  WebhooksTexts;

function catalogueOf(areas: Record<CatalogueArea, Texts>): Catalogue {
  return catalogueAreas.map((area) => areas[area]).reduce(mergeTexts) as Catalogue;
}

/** Every bundled catalogue by language, all areas merged; for tests and Storybook, where nothing is fetched. */
export const catalogues: Record<SupportedLanguage, Catalogue> = {
  en: catalogueOf(catalogueAreaTexts.en),
  pt: catalogueOf(catalogueAreaTexts.pt),
  es: catalogueOf(catalogueAreaTexts.es),
  fr: catalogueOf(catalogueAreaTexts.fr),
  it: catalogueOf(catalogueAreaTexts.it),
};
