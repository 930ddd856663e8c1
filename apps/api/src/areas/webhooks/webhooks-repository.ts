import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import {
  users,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  webhookEvents,
  webhookSequences,
} from '../../db/schema.ts';

export type NewWebhookEndpoint = typeof webhookEndpoints.$inferInsert;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type NewDeliveryAttempt = typeof webhookDeliveryAttempts.$inferInsert;

/** Whose endpoints a list or a change names: the business's, or one account's own. */
export interface WebhookOwner {
  kind: 'business' | 'account';
  /** For `account` endpoints, the account whose endpoints they are. */
  userId?: number;
}

function ownedBy(owner: WebhookOwner) {
  return and(
    eq(webhookEndpoints.kind, owner.kind),
    owner.userId === undefined ? undefined : eq(webhookEndpoints.userId, owner.userId),
  );
}

/** The events an owner may see: the business every account's and its own; an account only its own. */
export function eventsVisibleTo(owner: WebhookOwner) {
  return owner.kind === 'business' ? undefined : eq(webhookEvents.accountUserId, owner.userId ?? -1);
}

const endpointColumns = { ...getTableColumns(webhookEndpoints), userName: users.name };

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect & { userName: string };

export function webhooksRepository(db: Database) {
  return {
    /**
     * Draws `count` numbers of each key's sequence in one statement, the keys in ascending order so that two
     * transactions lock their rows in the same order; answers each key's last number drawn. The rows stay locked until
     * the caller's transaction ends.
     */
    async drawSequences(counts: ReadonlyMap<number, number>): Promise<Map<number, number>> {
      const values = [...counts].sort(([a], [b]) => a - b).map(([sequenceKey, last]) => ({ sequenceKey, last }));
      const rows = await db
        .insert(webhookSequences)
        .values(values)
        .onConflictDoUpdate({
          target: webhookSequences.sequenceKey,
          set: { last: sql`${webhookSequences.last} + excluded.last` },
        })
        .returning({ sequenceKey: webhookSequences.sequenceKey, last: webhookSequences.last });
      if (rows.length !== values.length) throw new Error('No sequence number was drawn');
      return new Map(rows.map((row) => [row.sequenceKey, row.last]));
    },

    async insertEvents(events: (typeof webhookEvents.$inferInsert)[]): Promise<void> {
      await db.insert(webhookEvents).values(events);
    },

    /** Enabled endpoints that may want events of these accounts: the business's, and those accounts' own. */
    endpointsOfAccounts(accountIds: readonly number[]) {
      return db
        .select({
          id: webhookEndpoints.id,
          kind: webhookEndpoints.kind,
          userId: webhookEndpoints.userId,
          eventTypes: webhookEndpoints.eventTypes,
        })
        .from(webhookEndpoints)
        .where(
          and(
            isNull(webhookEndpoints.disabledAt),
            or(
              eq(webhookEndpoints.kind, 'business'),
              accountIds.length === 0
                ? sql`false`
                : and(eq(webhookEndpoints.kind, 'account'), inArray(webhookEndpoints.userId, [...accountIds])),
            ),
          ),
        );
    },

    async insertDeliveries(
      rows: { endpointId: number; eventId: string; sequenceKey: number; sequence: number }[],
    ): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
      return inserted.map((row) => row.id);
    },

    list(owner: WebhookOwner) {
      return db
        .select(endpointColumns)
        .from(webhookEndpoints)
        .innerJoin(users, eq(users.id, webhookEndpoints.userId))
        .where(ownedBy(owner))
        .orderBy(desc(webhookEndpoints.id));
    },

    async find(owner: WebhookOwner, id: number, forUpdate = false) {
      const query = db
        .select(endpointColumns)
        .from(webhookEndpoints)
        .innerJoin(users, eq(users.id, webhookEndpoints.userId))
        .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)));
      const [row] = await (forUpdate ? query.for('update', { of: webhookEndpoints }) : query);
      return row;
    },

    /** Serialises the makings of one owner's endpoints until the transaction ends. */
    async lockOwner(owner: WebhookOwner): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${owner.kind}:${owner.userId ?? 0}`}))`,
      );
    },

    async count(owner: WebhookOwner): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(ownedBy(owner));
      return row?.count ?? 0;
    },

    async insertEndpoint(endpoint: NewWebhookEndpoint): Promise<number> {
      const [row] = await db.insert(webhookEndpoints).values(endpoint).returning({ id: webhookEndpoints.id });
      if (!row) throw new Error('The webhook endpoint just stored is missing');
      return row.id;
    },

    async updateEndpoint(id: number, change: Partial<NewWebhookEndpoint>): Promise<void> {
      await db.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, id));
    },

    async deleteEndpoint(id: number): Promise<void> {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /**
     * The endpoint's row, locked until the transaction ends: one delivery at a time decides its failing state. Not a
     * key lock, so the events' transactions that add deliveries to the endpoint (their foreign key's share lock of
     * the row) do not wait for it, nor it for them.
     */
    async lockEndpoint(id: number) {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('no key update');
      return row;
    },

    /** Deliveries with their endpoint and event, in one statement; those deleted are missing. */
    deliveries(ids: readonly number[]) {
      return db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(inArray(webhookDeliveries.id, [...ids]));
    },

    /**
     * Successful attempts of many deliveries in one statement: each delivery still pending becomes delivered with
     * its attempt kept in the log, and an endpoint that was failing is failing no longer. A delivery no longer
     * pending (disabled, deleted or delivered meanwhile) is left alone, its attempt not kept. Answers the ids of
     * the deliveries it marked delivered.
     */
    async recordDelivered(
      attempts: {
        deliveryId: number;
        eventType: string;
        attemptedAt: Date;
        status: number;
        durationMs: number;
        responseBody: string | null;
      }[],
    ): Promise<number[]> {
      if (attempts.length === 0) return [];
      const input = JSON.stringify(
        attempts.map((each) => ({
          delivery_id: each.deliveryId,
          event_type: each.eventType,
          attempted_at: each.attemptedAt.toISOString(),
          status: each.status,
          duration_ms: each.durationMs,
          response_body: each.responseBody,
        })),
      );
      const rows = await selectRows<{ id: number }>(
        db,
        sql`with input as (
            select * from jsonb_to_recordset(${input}::jsonb) as i(delivery_id bigint, event_type text,
              attempted_at timestamptz, status int, duration_ms int, response_body text)
          ), done as (
            update ${webhookDeliveries} d
            set state = 'delivered', attempts = d.attempts + 1, finished_at = i.attempted_at
            from input i where d.id = i.delivery_id and d.state = 'pending'
            returning d.id, d.endpoint_id, d.event_id, d.attempts
          ), kept as (
            insert into ${webhookDeliveryAttempts} (delivery_id, endpoint_id, event_id, event_type, attempt,
              attempted_at, status, succeeded, duration_ms, error, response_body)
            select done.id, done.endpoint_id, done.event_id, i.event_type, done.attempts, i.attempted_at, i.status,
              true, i.duration_ms, null, i.response_body
            from done join input i on i.delivery_id = done.id
            returning endpoint_id
          ), recovered as (
            update ${webhookEndpoints} set failing_since = null
            where id in (select endpoint_id from kept) and failing_since is not null
          )
          select id::float8 as id from done`,
      );
      return rows.map((row) => row.id);
    },

    /** A delivery with its endpoint and event. */
    async delivery(id: number) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** Serialises the deliveries of one endpoint and one sequence key (strict order) until the transaction ends. */
    async lockOrder(endpointId: number, sequenceKey: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook:${endpointId}:${sequenceKey}`}))`);
    },

    /** Whether an earlier event of the same sequence key waits to be delivered to the endpoint. */
    async earlierOpen(endpointId: number, sequenceKey: number, sequence: number, deliveryId: number) {
      const [row] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.sequenceKey, sequenceKey),
            inArray(webhookDeliveries.state, ['pending', 'waiting']),
            or(
              lt(webhookDeliveries.sequence, sequence),
              and(eq(webhookDeliveries.sequence, sequence), lt(webhookDeliveries.id, deliveryId)),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The first delivery waiting behind others of the endpoint and sequence key, made pending again. */
    async wakeNextWaiting(endpointId: number, sequenceKey: number): Promise<number | undefined> {
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`update ${webhookDeliveries} set state = 'pending' where id = (
          select id from ${webhookDeliveries}
          where endpoint_id = ${endpointId} and sequence_key = ${sequenceKey} and state = 'waiting'
          order by sequence, id limit 1)
        returning id::float8 as id`,
      );
      return row?.id;
    },

    async setDeliveryState(
      id: number,
      state: 'pending' | 'waiting' | 'delivered' | 'failed',
      finishedAt: Date | null = null,
    ): Promise<void> {
      await db.update(webhookDeliveries).set({ state, finishedAt }).where(eq(webhookDeliveries.id, id));
    },

    async recordAttempt(attempt: NewDeliveryAttempt): Promise<void> {
      await db.insert(webhookDeliveryAttempts).values(attempt);
      await db
        .update(webhookDeliveries)
        .set({ attempts: sql`${webhookDeliveries.attempts} + 1` })
        .where(eq(webhookDeliveries.id, attempt.deliveryId));
    },

    /** Ends every open delivery of an endpoint (it was disabled or deleted). */
    async failOpenDeliveries(endpointId: number, at: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', finishedAt: at })
        .where(
          and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.state, ['pending', 'waiting'])),
        );
    },

    attempts(endpointId: number, page: { limit: number; before?: number | undefined }) {
      return db
        .select()
        .from(webhookDeliveryAttempts)
        .where(
          and(
            eq(webhookDeliveryAttempts.endpointId, endpointId),
            page.before === undefined ? undefined : lt(webhookDeliveryAttempts.id, page.before),
          ),
        )
        .orderBy(desc(webhookDeliveryAttempts.id))
        .limit(page.limit);
    },

    async event(id: string, owner: WebhookOwner, keptSince: Date): Promise<WebhookEventRow | undefined> {
      const [row] = await db
        .select()
        .from(webhookEvents)
        .where(
          and(
            eq(webhookEvents.id, id),
            sql`${webhookEvents.type} <> 'webhook.test'`,
            gte(webhookEvents.createdAt, keptSince),
            eventsVisibleTo(owner),
          ),
        );
      return row;
    },

    /** Events since `since` of the types given that the owner may see, oldest first (for a resend). */
    eventsSince(owner: WebhookOwner, since: Date, types: readonly string[]) {
      return db
        .select()
        .from(webhookEvents)
        .where(
          and(gte(webhookEvents.createdAt, since), inArray(webhookEvents.type, [...types]), eventsVisibleTo(owner)),
        )
        .orderBy(webhookEvents.txId, webhookEvents.position);
    },

    /**
     * The feed: events after the cursor (`tx_id`, `position`), oldest first, among those written by transactions
     * older than every transaction still running. An event's transaction may commit after a later-numbered one's;
     * reading only below the oldest running transaction, in that order, means no event can later appear before
     * a cursor already handed out.
     */
    feed(owner: WebhookOwner, after: { txId: number; position: number } | undefined, keptSince: Date, limit: number) {
      return db
        .select()
        .from(webhookEvents)
        .where(
          and(
            sql`${webhookEvents.type} <> 'webhook.test'`,
            gte(webhookEvents.createdAt, keptSince),
            sql`${webhookEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
            after === undefined
              ? undefined
              : sql`(${webhookEvents.txId}, ${webhookEvents.position}) > (${after.txId}, ${after.position})`,
            eventsVisibleTo(owner),
          ),
        )
        .orderBy(webhookEvents.txId, webhookEvents.position)
        .limit(limit);
    },

    async cursorOf(id: string) {
      const [row] = await db
        .select({ txId: webhookEvents.txId, position: webhookEvents.position })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id));
      return row;
    },

    /** Removes events past their 90 days (with their deliveries) and attempts past their 30. */
    async sweep(eventsBefore: Date, attemptsBefore: Date): Promise<void> {
      await db.delete(webhookDeliveryAttempts).where(lt(webhookDeliveryAttempts.attemptedAt, attemptsBefore));
      await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, eventsBefore));
    },
  };
}
