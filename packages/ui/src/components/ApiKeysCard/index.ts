export * from './ApiKeysCard.tsx';
export * from './ApiKeySecretDialog.tsx';
export * from './CreateApiKeyDialog.tsx';
export * from './RollApiKeyDialog.tsx';
export { addressesOf, apiKeyServerErrors, checkApiKeyDraft, looksLikeAddress } from './apiKeyDraft.ts';
