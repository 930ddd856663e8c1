// The profile's sections below the fold, in one download after its first render (ADR 0083, 0094, 0097): one deferred
// module costs the profile's first download less than one per section.
export { NotificationPreferencesSection } from './NotificationPreferencesSection.tsx';
export { OwnApiKeysSection } from './OwnApiKeysSection.tsx';
export { OwnWebhookEndpointsSection } from './WebhookEndpointsSection.tsx';
