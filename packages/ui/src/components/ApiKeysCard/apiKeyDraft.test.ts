import { describe, expect, it } from 'vitest';
import { apiKeyServerErrors, checkApiKeyDraft, emptyApiKeyDraft, looksLikeAddress } from './apiKeyDraft.ts';

describe('checkApiKeyDraft', () => {
  it('makes the body: trimmed name, scopes in the list order, days as a number, addresses one a line', () => {
    expect(
      checkApiKeyDraft({
        name: '  Invoicing ',
        scopes: ['wallet:read', 'licenses:read'],
        expiresInDays: '30',
        allowedAddresses: '203.0.113.7\n\n198.51.100.0/24, 2001:db8::/32\n',
      }),
    ).toEqual({
      body: {
        name: 'Invoicing',
        scopes: ['licenses:read', 'wallet:read'],
        expiresInDays: 30,
        allowedAddresses: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'],
      },
    });
  });

  it('names each field at fault, the address by its place', () => {
    expect(
      checkApiKeyDraft({ ...emptyApiKeyDraft, expiresInDays: '367', allowedAddresses: '203.0.113.7\n10.0.0.300' }),
    ).toEqual({
      errors: {
        name: { key: 'apiKeys.create.nameRequired' },
        scopes: { key: 'apiKeys.create.scopesRequired' },
        expiresInDays: { key: 'apiKeys.create.expiryInvalid', params: { max: 366 } },
        allowedAddresses: { key: 'apiKeys.create.addressInvalid', params: { number: 2 } },
      },
    });
    const errorsOf = (expiresInDays: string) => {
      const checked = checkApiKeyDraft({ ...emptyApiKeyDraft, name: 'x', scopes: ['reports:read'], expiresInDays });
      return 'errors' in checked ? Object.keys(checked.errors) : [];
    };
    expect(errorsOf('0')).toEqual(['expiresInDays']);
    expect(errorsOf('1.5')).toEqual(['expiresInDays']);
    expect(errorsOf('366')).toEqual([]);
    expect(errorsOf('1')).toEqual([]);
  });

  it('tells addresses from what plainly is not one', () => {
    for (const address of ['0.0.0.0/0', '255.255.255.255', '::1', '2001:db8::42', 'fe80::/10']) {
      expect(looksLikeAddress(address)).toBe(true);
    }
    for (const address of ['256.1.1.1', '10.0.0', '10.0.0.1/33', 'example.com', '2001:db8::/129']) {
      expect(looksLikeAddress(address)).toBe(false);
    }
  });
});

describe('apiKeyServerErrors', () => {
  it("puts a 400's paths on the form's fields, in the form's words", () => {
    expect(apiKeyServerErrors({ 'allowedAddresses.1': 'Invalid IPv6', 'scopes.0': 'Invalid option' })).toEqual({
      allowedAddresses: { key: 'apiKeys.create.addressInvalid', params: { number: 2 } },
      scopes: { key: 'apiKeys.create.scopesRequired' },
    });
    expect(apiKeyServerErrors(undefined)).toEqual({});
  });
});
