export * from './WebhookEndpointsCard.tsx';
export * from './WebhookEndpointDialog.tsx';
export * from './WebhookDeliveryLogDialog.tsx';
export * from './RotateWebhookSecretDialog.tsx';
export {
  changesOf,
  checkWebhookEndpointDraft,
  deliveryOutcome,
  eventGroupsOf,
  webhookEndpointState,
  webhookEventGroups,
  webhookServerErrors,
} from './webhookDraft.ts';
