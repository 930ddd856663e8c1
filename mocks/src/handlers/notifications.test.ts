import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  markNotificationsReadResponseSchema,
  notificationPreferencesSchema,
  notificationsResponseSchema,
} from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { mockClientNotifications, mockStaffNotifications, notificationsHandlers } from './notifications.ts';
import { createMockSession } from './session.ts';

const session = createMockSession({ signedInAs: mockUsers.client });
const server = setupServer(...notificationsHandlers({ session }));
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const list = async (query = '') => notificationsResponseSchema.parse((await call(`/api/notifications${query}`)).body);

describe('notification mock answers parse with the contract, one person at a time (ADR 0080)', () => {
  it("pages and filters a client's notifications, marks read, and never shows them to staff", async () => {
    const clientUnread = mockClientNotifications.filter((entry) => entry.readAt === null);
    const first = await list();
    expect(first.results).toHaveLength(20);
    expect(first.meta).toEqual({ count: mockClientNotifications.length, limit: 20, offset: 0 });
    expect(first.unread).toBe(clientUnread.length);
    expect((await list('?unread=true')).results.map((entry) => entry.id)).toEqual(clientUnread.map((e) => e.id));
    const revoked = await list('?kind=licenseRevoked');
    expect(revoked.results.map((entry) => entry.link)).toEqual(['/dash/licenses/Mall%20Plaza%201']);

    const [firstUnread] = clientUnread;
    if (!firstUnread) throw new Error('The test needs an unread notification');
    const staffId = mockStaffNotifications.admin[0]?.id ?? 0;
    const marked = await call('/api/notifications/read', 'POST', { ids: [firstUnread.id, staffId] });
    expect(markNotificationsReadResponseSchema.parse(marked.body).unread).toBe(clientUnread.length - 1);

    session.current = mockUsers.admin;
    const admin = await list();
    expect(admin.results.map((entry) => entry.id)).toEqual(mockStaffNotifications.admin.map((entry) => entry.id));
    // The client's call with the admin's id changed nothing of the admin's.
    expect(admin.unread).toBe(2);
    expect((await call('/api/notifications/read', 'POST', { all: true })).body).toEqual({ unread: 0 });
    expect((await list()).unread).toBe(0);

    session.current = mockUsers.client;
    expect((await list()).unread).toBe(clientUnread.length - 1);
    expect((await call('/api/notifications?limit=500')).status).toBe(400);
    session.current = null;
    expect((await call('/api/notifications')).status).toBe(401);
    session.current = mockUsers.client;
  });

  it('keeps preferences per person; security stays in the console; staff kinds are not a client’s', async () => {
    const preferences = notificationPreferencesSchema.parse((await call('/api/notification-preferences')).body);
    expect(preferences.kinds.map((entry) => entry.kind)).toContain('coinsInserted');
    expect(preferences.kinds.map((entry) => entry.kind)).not.toContain('debitAwaitingApproval');
    expect(preferences.kinds.find((entry) => entry.kind === 'newSignIn')).toMatchObject({
      console: true,
      security: true,
    });

    const saved = await call('/api/notification-preferences', 'PUT', {
      kinds: [{ kind: 'coinsInserted', console: false, mail: true }],
      digest: true,
    });
    const after = notificationPreferencesSchema.parse(saved.body);
    expect(after.digest).toBe(true);
    expect(after.kinds.find((entry) => entry.kind === 'coinsInserted')).toMatchObject({ console: false, mail: true });

    const security = await call('/api/notification-preferences', 'PUT', {
      kinds: [{ kind: 'newSignIn', console: false, mail: false }],
      digest: false,
    });
    expect(security.status).toBe(400);
    const staffKind = await call('/api/notification-preferences', 'PUT', {
      kinds: [{ kind: 'debitDecided', console: false, mail: false }],
      digest: false,
    });
    expect(staffKind.status).toBe(400);

    session.current = mockUsers.supervisor;
    const supervisor = notificationPreferencesSchema.parse((await call('/api/notification-preferences')).body);
    expect(supervisor.digest).toBe(false);
    expect(supervisor.kinds.map((entry) => entry.kind)).toContain('debitAwaitingApproval');
    session.current = mockUsers.client;
  });
});
