import type { CreateApiKeyBody } from '@orbit/contract';
import { apiKeyLimits, apiKeyScopes, type ApiKeyScope } from '@orbit/domain';

/** What the form of a new key holds while it is filled in. */
export interface ApiKeyDraft {
  name: string;
  scopes: readonly ApiKeyScope[];
  /** The days as typed. */
  expiresInDays: string;
  /** Addresses and ranges, one a line (commas and spaces also part them). */
  allowedAddresses: string;
}

export const emptyApiKeyDraft: ApiKeyDraft = {
  name: '',
  scopes: [],
  expiresInDays: String(apiKeyLimits.defaultExpiryDays),
  allowedAddresses: '',
};

/** The form's fields a message can stand on, named as the body names them. */
export type ApiKeyField = 'name' | 'scopes' | 'expiresInDays' | 'allowedAddresses';

/** What is wrong with a field: a catalogue key and what it interpolates. */
export interface ApiKeyFieldError {
  key: string;
  params?: Record<string, number>;
}

export type ApiKeyFieldErrors = Partial<Record<ApiKeyField, ApiKeyFieldError>>;

/** The catalogue key of a scope's name: `licenses:read` is `apiKeys.scopes.licenses.read`, as i18next reads `:` as a namespace. */
export const scopeTextKey = (scope: ApiKeyScope) => `apiKeys.scopes.${scope.replace(':', '.')}`;

/** The addresses typed, in order, without the empty ones. */
export function addressesOf(text: string): string[] {
  return text.split(/[\s,;]+/).filter((address) => address !== '');
}

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(\/([12]?\d|3[0-2]))?$/;
// IPv6 in its many spellings is left to the server (ADR 0094): this catches what is plainly not one.
const ipv6 = /^[0-9a-fA-F:]*:[0-9a-fA-F:.]*(\/(1[0-2][0-8]|[1-9]?\d))?$/;

/** Whether a text looks like an IPv4 or IPv6 address, with or without a prefix length. */
export function looksLikeAddress(text: string): boolean {
  return ipv4.test(text) || ipv6.test(text);
}

const messages = {
  nameRequired: 'apiKeys.create.nameRequired',
  nameTooLong: 'apiKeys.create.nameTooLong',
  scopesRequired: 'apiKeys.create.scopesRequired',
  expiryInvalid: 'apiKeys.create.expiryInvalid',
  addressInvalid: 'apiKeys.create.addressInvalid',
  tooManyAddresses: 'apiKeys.create.tooManyAddresses',
};
const expiryError = { key: messages.expiryInvalid, params: { max: apiKeyLimits.maxExpiryDays } };
const addressError = (index: number) => ({ key: messages.addressInvalid, params: { number: index + 1 } });

/** The body of `POST …/api-keys` the draft makes, or what is wrong with it, field by field. */
export function checkApiKeyDraft(draft: ApiKeyDraft): { body: CreateApiKeyBody } | { errors: ApiKeyFieldErrors } {
  const errors: ApiKeyFieldErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = { key: messages.nameRequired };
  else if (name.length > apiKeyLimits.maxNameLength) {
    errors.name = { key: messages.nameTooLong, params: { max: apiKeyLimits.maxNameLength } };
  }
  if (draft.scopes.length === 0) errors.scopes = { key: messages.scopesRequired };
  const days = Number(draft.expiresInDays.trim());
  if (!/^\d+$/.test(draft.expiresInDays.trim()) || days < 1 || days > apiKeyLimits.maxExpiryDays) {
    errors.expiresInDays = expiryError;
  }
  const addresses = addressesOf(draft.allowedAddresses);
  const wrong = addresses.findIndex((address) => !looksLikeAddress(address));
  if (addresses.length > apiKeyLimits.maxAllowedAddresses) {
    errors.allowedAddresses = { key: messages.tooManyAddresses, params: { max: apiKeyLimits.maxAllowedAddresses } };
  } else if (wrong >= 0) errors.allowedAddresses = addressError(wrong);
  if (Object.keys(errors).length > 0) return { errors };
  // The scopes in the list's order, whatever order they were ticked in.
  const scopes = apiKeyScopes.filter((scope) => draft.scopes.includes(scope));
  return { body: { name, scopes, expiresInDays: days, allowedAddresses: addresses } };
}

/**
 * A 400's fields at fault (`name`, `scopes.1`, `allowedAddresses.2`) as the form's, with the form's own words: the
 * server's are English and name its schema, not what the person typed.
 */
export function apiKeyServerErrors(fieldErrors: Readonly<Record<string, string>> | undefined): ApiKeyFieldErrors {
  const errors: ApiKeyFieldErrors = {};
  for (const path of Object.keys(fieldErrors ?? {})) {
    const [field, index] = path.split('.');
    if (field === 'name') errors.name ??= { key: messages.nameRequired };
    else if (field === 'scopes') errors.scopes ??= { key: messages.scopesRequired };
    else if (field === 'expiresInDays') errors.expiresInDays ??= expiryError;
    else if (field === 'allowedAddresses') {
      errors.allowedAddresses ??=
        index === undefined
          ? { key: messages.tooManyAddresses, params: { max: apiKeyLimits.maxAllowedAddresses } }
          : addressError(Number(index));
    }
  }
  return errors;
}
