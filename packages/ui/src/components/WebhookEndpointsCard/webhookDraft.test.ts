import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@orbit/contract';
import {
  changesOf,
  checkWebhookEndpointDraft,
  deliveryOutcome,
  emptyWebhookEndpointDraft,
  eventGroupsOf,
  webhookEndpointState,
  webhookEventGroups,
  webhookServerErrors,
} from './webhookDraft.ts';

const endpoint: WebhookEndpoint = {
  id: 7,
  kind: 'business',
  url: 'https://billing.example.com/orbit',
  description: 'Invoicing',
  eventTypes: ['coins.inserted'],
  strictOrder: false,
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretExpiresAt: null,
  createdBy: { id: 1, name: 'Helena Admin' },
  createdAt: '2026-05-01T12:00:00.000Z',
};

describe('checkWebhookEndpointDraft', () => {
  it('makes the body: trimmed URL and description, event types in the catalogue order', () => {
    expect(
      checkWebhookEndpointDraft({
        url: ' https://billing.example.com/orbit ',
        description: ' Invoicing ',
        eventTypes: ['rides.synced', 'license.created'],
        strictOrder: true,
      }),
    ).toEqual({
      body: {
        url: 'https://billing.example.com/orbit',
        description: 'Invoicing',
        eventTypes: ['license.created', 'rides.synced'],
        strictOrder: true,
      },
    });
  });

  it('names each field at fault', () => {
    expect(checkWebhookEndpointDraft({ ...emptyWebhookEndpointDraft, description: 'x'.repeat(201) })).toEqual({
      errors: {
        url: { key: 'webhooks.form.urlRequired' },
        description: { key: 'webhooks.form.descriptionTooLong', params: { max: 200 } },
        eventTypes: { key: 'webhooks.form.eventsRequired' },
      },
    });
  });

  it('asks for https, except to this machine, which only a test or development server allows', () => {
    const urlError = (url: string) => {
      const checked = checkWebhookEndpointDraft({ ...emptyWebhookEndpointDraft, url, eventTypes: ['coins.inserted'] });
      return 'errors' in checked ? checked.errors.url?.key : undefined;
    };
    expect(urlError('https://example.com/hooks')).toBeUndefined();
    expect(urlError('http://example.com/hooks')).toBe('webhooks.form.urlNotHttps');
    expect(urlError('http://127.0.0.1:4000/hooks')).toBeUndefined();
    expect(urlError('http://localhost:4000/hooks')).toBeUndefined();
    expect(urlError('http://[::1]:4000/hooks')).toBeUndefined();
    expect(urlError('ftp://example.com/hooks')).toBe('webhooks.form.urlInvalid');
    expect(urlError('example.com/hooks')).toBe('webhooks.form.urlInvalid');
    expect(urlError(`https://example.com/${'a'.repeat(2000)}`)).toBe('webhooks.form.urlTooLong');
  });
});

describe('eventGroupsOf', () => {
  it('offers every group to the business, and no large debit to an account (the business’s own events)', () => {
    expect(eventGroupsOf('business')).toEqual(webhookEventGroups);
    expect(eventGroupsOf('account').flatMap((group) => group.types)).not.toContain('debit.requested');
  });
});

describe('changesOf', () => {
  it('sends only what the edit changed', () => {
    expect(
      changesOf(endpoint, {
        url: endpoint.url,
        description: 'Invoicing',
        eventTypes: ['coins.inserted', 'wallet.runwayLow'],
        strictOrder: true,
      }),
    ).toEqual({ eventTypes: ['coins.inserted', 'wallet.runwayLow'], strictOrder: true });
    expect(changesOf(endpoint, { ...endpoint, eventTypes: ['coins.inserted'] })).toEqual({});
  });
});

describe('webhookServerErrors', () => {
  it("puts a 400's paths on the form's fields, in the form's words", () => {
    expect(
      webhookServerErrors({
        url: 'The webhook URL must reach a public address: loopback, private, link-local, unique-local, multicast, unspecified and metadata addresses are refused',
        'eventTypes.0': 'Invalid option',
      }),
    ).toEqual({ url: { key: 'webhooks.form.urlPrivate' }, eventTypes: { key: 'webhooks.form.eventsRequired' } });
    expect(webhookServerErrors({ url: 'A webhook URL must start with https:// on this server' })).toEqual({
      url: { key: 'webhooks.form.urlNotHttps' },
    });
    expect(webhookServerErrors({ url: 'Invalid URL' })).toEqual({ url: { key: 'webhooks.form.urlInvalid' } });
    expect(webhookServerErrors(undefined)).toEqual({});
  });
});

describe('webhookEndpointState and deliveryOutcome', () => {
  it('tells an endpoint failing from one disabled', () => {
    expect(webhookEndpointState(endpoint)).toBe('enabled');
    expect(webhookEndpointState({ ...endpoint, failingSince: '2026-05-02T00:00:00.000Z' })).toBe('failing');
    expect(webhookEndpointState({ ...endpoint, enabled: false, disabledReason: 'gone' })).toBe('disabled');
  });

  it('tells how an attempt went, and why no answer came', () => {
    const attempt = (fields: Partial<WebhookDelivery>): WebhookDelivery => ({
      id: 1,
      eventId: 'evt_1',
      eventType: 'coins.inserted',
      attempt: 1,
      attemptedAt: '2026-05-01T12:00:00.000Z',
      status: null,
      succeeded: false,
      durationMs: 12,
      error: null,
      responseBody: null,
      ...fields,
    });
    expect(deliveryOutcome(attempt({ status: 204, succeeded: true }))).toEqual({ kind: 'delivered', status: 204 });
    expect(deliveryOutcome(attempt({ status: 410 }))).toEqual({ kind: 'refused', status: 410 });
    expect(deliveryOutcome(attempt({ error: 'No answer within 15 s' }))).toEqual({
      kind: 'noAnswer',
      failure: 'timeout',
    });
    expect(
      deliveryOutcome(attempt({ error: 'The webhook URL must reach a public address: loopback, private …' })),
    ).toEqual({ kind: 'noAnswer', failure: 'address' });
    expect(deliveryOutcome(attempt({ error: 'connect ECONNREFUSED 203.0.113.7:443' }))).toEqual({
      kind: 'noAnswer',
      failure: 'connection',
    });
  });
});
