import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { errorMessages, webhookEndpointLimits, webhookEventVersion } from '@orbit/contract';
import type {
  CreateWebhookEndpointBody,
  EventsQuery,
  EventsResponse,
  ResendWebhookBody,
  UpdateWebhookEndpointBody,
  WebhookDeliveriesResponse,
  WebhookEndpoint,
  WebhookEndpointsResponse,
  WebhookEndpointWithSecret,
  WebhookEvent,
  WebhookEventData,
  WebhookEventType,
} from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AuditService } from '../audit/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import type { Notify } from '../notifications/index.ts';
import { checkedAddresses, WebhookAddressError } from './webhook-addresses.ts';
import type { AddressPolicy } from './webhook-addresses.ts';
import { newWebhookSecret, sendWebhook, signatureOf } from './webhook-sender.ts';
import type { WebhookAnswer } from './webhook-sender.ts';
import { webhooksRepository } from './webhooks-repository.ts';
import type { WebhookEndpointRow, WebhookEventRow, WebhookOwner } from './webhooks-repository.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Events are kept (for the feed and resends) this long; delivery attempts a third of it. */
export const eventsKeptDays = 90;
export const attemptsKeptDays = 30;
/** An endpoint whose every delivery failed for this long is disabled and its owner told. */
const failingDisablesAfterMs = 5 * dayMs;
/** A Retry-After longer than this is taken as this. */
const longestRetryAfterSeconds = 24 * 3_600;

/** An event as its cause gives it: of an account (null: the whole business), with the payload of its type. */
type EventOf<Type extends WebhookEventType> = Type extends WebhookEventType
  ? { type: Type; accountId: number | null; data: WebhookEventData<Type> }
  : never;
type EventToWrite = EventOf<WebhookEventType>;
export type RecordableEvent = EventOf<Exclude<WebhookEventType, 'webhook.test'>>;

/** Records an event in the transaction `tx` of its cause, with a delivery for each endpoint that wants it. */
export type RecordEvent = (tx: Database, event: RecordableEvent) => Promise<string>;

/** Records several events of one transaction as `RecordEvent` does one, in the same few statements; ids in order. */
export type RecordEvents = (tx: Database, events: readonly RecordableEvent[]) => Promise<string[]>;

export interface WebhookServiceOptions {
  db: Database;
  now: Clock;
  /** Its `workDb` is the deliveries' database, apart from the requests' pool (ADR 0098). */
  jobs: Pick<JobQueue, 'enqueue' | 'enqueueMany' | 'workDb'>;
  audit: Pick<AuditService, 'record'>;
  policy: AddressPolicy;
  /** Seconds before each retry (WEBHOOK_RETRY_SCHEDULE); its length is the number of retries. */
  retrySchedule: readonly number[];
  /** Tells the notification centre, in the transaction of its cause: an endpoint's owner that it was disabled. */
  notify: Notify;
  timeoutMs?: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type WebhookService = ReturnType<typeof createWebhookService>;

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `evt_` and 22 base62 characters (131 random bits). */
function newEventId(): string {
  let value = BigInt(`0x${randomBytes(17).toString('hex')}`);
  let text = '';
  for (let index = 0; index < 22; index++) {
    text += base62[Number(value % 62n)];
    value /= 62n;
  }
  return `evt_${text}`;
}

/** The event as it is delivered and as the feed answers it. */
export function eventOf(row: WebhookEventRow): WebhookEvent {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    accountId: row.accountUserId,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  } as WebhookEvent;
}

function endpointOf(row: WebhookEndpointRow, at: Date): WebhookEndpoint {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEndpoint['eventTypes'],
    strictOrder: row.strictOrder,
    enabled: row.disabledAt === null,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > at
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdBy: { id: row.userId, name: row.userName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an endpoint: never its secret. */
function auditedOf(endpoint: WebhookEndpoint) {
  const { kind, url, description, eventTypes, strictOrder, enabled, disabledReason } = endpoint;
  return { kind, url, description, eventTypes, strictOrder, enabled, disabledReason };
}

/** A wait of the schedule with up to a fifth more or less, so that retries of many deliveries spread out. */
function jittered(seconds: number): number {
  return seconds * (0.8 + Math.random() * 0.4);
}

/**
 * Webhooks (ADR 0093): events recorded with their cause, delivered by the job queue at least once, signed, retried
 * on a schedule, to endpoints made by admins (the business's) and by clients (their own account's).
 */
export function createWebhookService(options: WebhookServiceOptions) {
  const { db, now, jobs, audit, policy, retrySchedule, notify, timeoutMs = 15_000, log } = options;
  /** Deliveries read and record on the background work's connections, never waiting behind the requests. */
  const workDb = jobs.workDb;

  /**
   * Writes events, each under its `sequenceKey` and with a delivery (and its job) for each endpoint id given, in a
   * fixed number of statements however many there are; answers their ids in the order given.
   */
  async function writeEvents(
    tx: Database,
    events: readonly (EventToWrite & { sequenceKey: number; endpointIds: readonly number[] })[],
  ): Promise<string[]> {
    if (events.length === 0) return [];
    const repository = webhooksRepository(tx);
    const counts = new Map<number, number>();
    for (const event of events) counts.set(event.sequenceKey, (counts.get(event.sequenceKey) ?? 0) + 1);
    // Locks the sequences' rows until the cause commits: an account's events are numbered in commit order.
    const lastOf = await repository.drawSequences(counts);
    // Each key's numbers drawn end at its last; its events take them in the order given.
    const nextOf = new Map([...counts].map(([key, count]) => [key, (lastOf.get(key) ?? count) - count + 1]));
    const createdAt = now();
    const rows = events.map((event) => {
      const sequence = nextOf.get(event.sequenceKey) ?? 1;
      nextOf.set(event.sequenceKey, sequence + 1);
      return {
        id: newEventId(),
        type: event.type,
        version: webhookEventVersion,
        accountUserId: event.accountId,
        sequenceKey: event.sequenceKey,
        sequence,
        data: event.data,
        createdAt,
      };
    });
    await repository.insertEvents(rows);
    const deliveries = rows.flatMap((row, index) =>
      (events[index]?.endpointIds ?? []).map((endpointId) => ({
        endpointId,
        eventId: row.id,
        sequenceKey: row.sequenceKey,
        sequence: row.sequence,
      })),
    );
    const deliveryIds = await repository.insertDeliveries(deliveries);
    await jobs.enqueueMany(
      tx,
      'webhook-delivery',
      deliveryIds.map((deliveryId) => ({ deliveryId })),
    );
    return rows.map((row) => row.id);
  }

  const recordAll: RecordEvents = async (tx, events) => {
    const accountIds = [...new Set(events.flatMap((event) => (event.accountId === null ? [] : [event.accountId])))];
    const endpoints = await webhooksRepository(tx).endpointsOfAccounts(accountIds);
    return writeEvents(
      tx,
      events.map((event) => ({
        ...event,
        sequenceKey: event.accountId ?? 0,
        endpointIds: endpoints
          .filter(
            (endpoint) =>
              endpoint.eventTypes.includes(event.type) &&
              (endpoint.kind === 'business' || endpoint.userId === event.accountId),
          )
          .map((endpoint) => endpoint.id),
      })),
    );
  };

  const record: RecordEvent = async (tx, event) => {
    const [id] = await recordAll(tx, [event]);
    if (id === undefined) throw new Error('No event was recorded');
    return id;
  };

  async function owned(owner: WebhookOwner, id: number, tx: Database = db, forUpdate = false) {
    const row = await webhooksRepository(tx).find(owner, id, forUpdate);
    if (!row) throw new AppError(404, errorMessages.notFound);
    return row;
  }

  /** Refuses (400) a URL that is not https in production or does not reach a public address now. */
  async function checkUrl(url: string): Promise<void> {
    try {
      await checkedAddresses(new URL(url), policy);
    } catch (error) {
      if (!(error instanceof WebhookAddressError)) throw error;
      throw new AppError(400, error.message, { url: error.message });
    }
  }

  async function disable(tx: Database, endpointId: number, reason: 'byOwner' | 'gone' | 'failing', at: Date) {
    const repository = webhooksRepository(tx);
    await repository.updateEndpoint(endpointId, { disabledAt: at, disabledReason: reason, updatedAt: at });
    await repository.failOpenDeliveries(endpointId, at);
  }

  /**
   * Ends a delivery and lets the next event waiting behind it (strict order) go, under the lock a waiting delivery
   * took to decide it waits: that one either saw this one end, or is seen waiting here.
   */
  async function finish(
    tx: Database,
    delivery: { id: number; endpointId: number; sequenceKey: number },
    state: 'delivered' | 'failed',
  ) {
    const repository = webhooksRepository(tx);
    await repository.lockOrder(delivery.endpointId, delivery.sequenceKey);
    await repository.setDeliveryState(delivery.id, state, now());
    const next = await repository.wakeNextWaiting(delivery.endpointId, delivery.sequenceKey);
    if (next !== undefined) await jobs.enqueue(tx, 'webhook-delivery', { deliveryId: next });
  }

  type Prepared = NonNullable<Awaited<ReturnType<ReturnType<typeof webhooksRepository>['delivery']>>>;

  /**
   * A delivery of a strict-order endpoint, read again under the lock of its endpoint and account: undefined when it
   * is no longer pending, or when an earlier one is open (it then waits).
   */
  async function preparedInOrder(deliveryId: number): Promise<Prepared | undefined> {
    return workDb.transaction(async (tx) => {
      const repository = webhooksRepository(tx);
      const row = await repository.delivery(deliveryId);
      // Delivered, given up, or its endpoint deleted: a repeated job has nothing to do.
      if (!row || row.delivery.state !== 'pending') return undefined;
      await repository.lockOrder(row.endpoint.id, row.delivery.sequenceKey);
      const { id, endpointId, sequenceKey, sequence } = row.delivery;
      // The delivery that finishes before it wakes it (under the same lock), so none is left waiting.
      if (await repository.earlierOpen(endpointId, sequenceKey, sequence, id)) {
        await repository.setDeliveryState(id, 'waiting');
        return undefined;
      }
      return row;
    });
  }

  /** Posts the event to the endpoint, signed with its secrets; never throws for what the receiver does. */
  function send({ endpoint, event }: Prepared) {
    const body = JSON.stringify(eventOf(event));
    // The receiver compares the timestamp with its own clock: the wall clock's, whatever the server's clock says.
    const timestamp = Math.floor(Date.now() / 1000);
    const at = now();
    const secrets = [
      endpoint.secret,
      ...(endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at
        ? [endpoint.previousSecret]
        : []),
    ];
    return sendWebhook(
      endpoint.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Orbit-Webhooks/1',
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureOf(secrets, event.id, timestamp, body),
      },
      body,
      policy,
      timeoutMs,
    );
  }

  const succeededOf = (answer: WebhookAnswer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

  /**
   * Records one attempt in a transaction of its own, under the endpoint's lock: delivered (waking the next of a
   * strict order), the endpoint disabled (410, or failing for 5 days), given up, or the next attempt queued.
   */
  async function settle(prepared: Prepared, answer: WebhookAnswer, attemptedAt: Date): Promise<void> {
    const { delivery, endpoint, event } = prepared;
    const deliveryId = delivery.id;
    const succeeded = succeededOf(answer);
    await workDb.transaction(async (tx) => {
      const repository = webhooksRepository(tx);
      // Locked first: two failing deliveries of one endpoint do not both disable it and tell its owner twice.
      const locked = await repository.lockEndpoint(endpoint.id);
      const current = await repository.delivery(deliveryId);
      // Deleted or disabled meanwhile: the attempt is not kept against it.
      if (!locked || !current || current.delivery.state !== 'pending') return;
      const attempt = current.delivery.attempts + 1;
      await repository.recordAttempt({
        deliveryId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        attempt,
        attemptedAt,
        status: answer.status,
        succeeded,
        durationMs: answer.durationMs,
        error: answer.error,
        responseBody: answer.body,
      });
      if (succeeded) {
        if (locked.failingSince) {
          await repository.updateEndpoint(endpoint.id, { failingSince: null });
        }
        await finish(tx, delivery, 'delivered');
        return;
      }
      // The receiver says the endpoint is gone for good: no more deliveries until its owner enables it again.
      if (answer.status === 410) {
        await disable(tx, endpoint.id, 'gone', attemptedAt);
        return;
      }
      const failingSince = locked.failingSince ?? attemptedAt;
      if (!locked.failingSince) await repository.updateEndpoint(endpoint.id, { failingSince });
      if (attemptedAt.getTime() - failingSince.getTime() >= failingDisablesAfterMs) {
        await disable(tx, endpoint.id, 'failing', attemptedAt);
        // Its maker is told: the client whose endpoint it is, or the admin who made the business's.
        await notify(tx, {
          userId: endpoint.userId,
          kind: 'webhookEndpointDisabled',
          subject: `webhookEndpoint:${endpoint.id}`,
          params: { url: endpoint.url, failingSince: failingSince.toISOString() },
        });
        return;
      }
      const wait = retrySchedule[attempt - 1];
      if (wait === undefined) {
        await finish(tx, delivery, 'failed');
        return;
      }
      const retryAfter = Math.min(answer.retryAfterSeconds ?? 0, longestRetryAfterSeconds);
      const delaySeconds = Math.max(jittered(wait), retryAfter);
      await jobs.enqueue(
        tx,
        'webhook-delivery',
        { deliveryId },
        { startAfter: new Date(Date.now() + delaySeconds * 1000) },
      );
    });
    if (!succeeded) {
      log.warn(
        { endpointId: endpoint.id, eventId: event.id, status: answer.status, error: answer.error },
        'Webhook delivery failed',
      );
    }
  }

  /**
   * One attempt of each delivery given (the job queue's handler of a batch of jobs; ADR 0098): read in one
   * statement, sent at once, and every success of an endpoint without strict order recorded in one statement.
   * Strict order, failures (with their schedule, 410 and the failing rule) and a batch whose statement failed are
   * recorded one by one as before. Answers, in the order given, undefined for a delivery attempted (or with nothing
   * left to do) and the error of one whose attempt could not be recorded, for its job to be tried again.
   */
  async function deliverMany(deliveryIds: readonly number[]): Promise<(Error | undefined)[]> {
    const unique = [...new Set(deliveryIds)];
    const rows = new Map(
      (await webhooksRepository(workDb).deliveries(unique)).map((row) => [row.delivery.id, row] as const),
    );
    const errors = new Map<number, Error>();
    const delivered: { prepared: Prepared; answer: WebhookAnswer; attemptedAt: Date }[] = [];
    await Promise.all(
      unique.map(async (deliveryId) => {
        try {
          const row = rows.get(deliveryId);
          // Delivered, given up, or its endpoint deleted: a repeated job has nothing to do.
          if (!row || row.delivery.state !== 'pending') return;
          const prepared = row.endpoint.strictOrder ? await preparedInOrder(deliveryId) : row;
          if (!prepared) return;
          const answer = await send(prepared);
          const attemptedAt = now();
          if (succeededOf(answer) && !prepared.endpoint.strictOrder) delivered.push({ prepared, answer, attemptedAt });
          else await settle(prepared, answer, attemptedAt);
        } catch (error) {
          errors.set(deliveryId, error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
    try {
      await webhooksRepository(workDb).recordDelivered(
        delivered.map(({ prepared, answer, attemptedAt }) => ({
          deliveryId: prepared.delivery.id,
          eventType: prepared.event.type,
          attemptedAt,
          status: answer.status ?? 0,
          durationMs: answer.durationMs,
          responseBody: answer.body,
        })),
      );
    } catch (error) {
      // One odd row must not send the others again: each is recorded on its own, and only its own may fail.
      log.warn({ err: error }, 'Recording a batch of webhook deliveries failed; recording them one by one');
      for (const { prepared, answer, attemptedAt } of delivered) {
        try {
          await settle(prepared, answer, attemptedAt);
        } catch (each) {
          errors.set(prepared.delivery.id, each instanceof Error ? each : new Error(String(each)));
        }
      }
    }
    return deliveryIds.map((id) => errors.get(id));
  }

  /** One attempt of one delivery; throws when it could not be recorded. */
  async function deliver(deliveryId: number): Promise<void> {
    const [error] = await deliverMany([deliveryId]);
    if (error) throw error;
  }

  return {
    record,
    recordAll,
    deliver,
    deliverMany,

    async list(owner: WebhookOwner): Promise<WebhookEndpointsResponse> {
      const at = now();
      return { results: (await webhooksRepository(db).list(owner)).map((row) => endpointOf(row, at)) };
    },

    async create(
      actor: AuthenticatedSession,
      owner: WebhookOwner,
      body: CreateWebhookEndpointBody,
    ): Promise<WebhookEndpointWithSecret> {
      await checkUrl(body.url);
      const secret = newWebhookSecret();
      const at = now();
      return db.transaction(async (tx) => {
        // Two makings at once count each other.
        await webhooksRepository(tx).lockOwner(owner);
        const most =
          owner.kind === 'business'
            ? webhookEndpointLimits.maxBusinessEndpoints
            : webhookEndpointLimits.maxAccountEndpoints;
        if ((await webhooksRepository(tx).count(owner)) >= most) {
          throw new AppError(409, errorMessages.webhookEndpointsLimit);
        }
        const id = await webhooksRepository(tx).insertEndpoint({
          kind: owner.kind,
          userId: actor.userId,
          url: body.url,
          description: body.description,
          eventTypes: body.eventTypes,
          strictOrder: body.strictOrder,
          secret,
          createdAt: at,
          updatedAt: at,
        });
        const endpoint = endpointOf(await owned(owner, id, tx), at);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'webhookEndpoint.created',
          targetType: 'webhookEndpoint',
          targetId: String(id),
          before: null,
          after: auditedOf(endpoint),
        });
        return { endpoint, secret, missedSince: null };
      });
    },

    async update(
      actor: AuthenticatedSession,
      owner: WebhookOwner,
      id: number,
      body: UpdateWebhookEndpointBody,
    ): Promise<WebhookEndpointWithSecret> {
      if (body.url !== undefined) await checkUrl(body.url);
      const at = now();
      return db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        const before = await owned(owner, id, tx, true);
        const secret = body.rotateSecret ? newWebhookSecret() : null;
        const overlapUntil =
          body.rotationOverlapHours > 0 ? new Date(at.getTime() + body.rotationOverlapHours * hourMs) : null;
        const reenabled = body.enabled === true && before.disabledAt !== null;
        await repository.updateEndpoint(id, {
          ...(body.url !== undefined && { url: body.url }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.eventTypes !== undefined && { eventTypes: body.eventTypes }),
          ...(body.strictOrder !== undefined && { strictOrder: body.strictOrder }),
          ...(secret && {
            secret,
            previousSecret: overlapUntil ? before.secret : null,
            previousSecretExpiresAt: overlapUntil,
          }),
          ...(reenabled && { disabledAt: null, disabledReason: null, failingSince: null }),
          updatedAt: at,
        });
        if (body.enabled === false && before.disabledAt === null) await disable(tx, id, 'byOwner', at);
        const endpoint = endpointOf(await owned(owner, id, tx), at);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'webhookEndpoint.updated',
          targetType: 'webhookEndpoint',
          targetId: String(id),
          before: auditedOf(endpointOf(before, at)),
          after: {
            ...auditedOf(endpoint),
            ...(secret && { secretRotated: true, overlapHours: body.rotationOverlapHours }),
          },
        });
        return { endpoint, secret, missedSince: reenabled ? (before.disabledAt?.toISOString() ?? null) : null };
      });
    },

    /** Deletes the endpoint with its delivery log; its queued deliveries find nothing to do. */
    async remove(actor: AuthenticatedSession, owner: WebhookOwner, id: number): Promise<WebhookEndpoint> {
      const at = now();
      return db.transaction(async (tx) => {
        const endpoint = endpointOf(await owned(owner, id, tx, true), at);
        await webhooksRepository(tx).deleteEndpoint(id);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'webhookEndpoint.deleted',
          targetType: 'webhookEndpoint',
          targetId: String(id),
          before: auditedOf(endpoint),
          after: null,
        });
        return endpoint;
      });
    },

    async deliveries(
      owner: WebhookOwner,
      id: number,
      page: { limit: number; before?: number | undefined },
    ): Promise<WebhookDeliveriesResponse> {
      await owned(owner, id);
      const rows = await webhooksRepository(db).attempts(id, page);
      return {
        results: rows.map((row) => ({
          id: row.id,
          eventId: row.eventId,
          eventType: row.eventType as WebhookEventType,
          attempt: row.attempt,
          attemptedAt: row.attemptedAt.toISOString(),
          status: row.status,
          succeeded: row.succeeded,
          durationMs: row.durationMs,
          error: row.error,
          responseBody: row.responseBody,
        })),
      };
    },

    /** Queues one event again, or every event since a moment the endpoint wants; each as a new delivery. */
    async resend(owner: WebhookOwner, id: number, body: ResendWebhookBody): Promise<{ queued: number }> {
      const at = now();
      const keptSince = new Date(at.getTime() - eventsKeptDays * dayMs);
      return db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        const endpoint = await owned(owner, id, tx, true);
        if (endpoint.disabledAt) throw new AppError(409, errorMessages.webhookEndpointDisabled);
        // An account's endpoint gets that account's events only, whoever's owner it is.
        const visible: WebhookOwner =
          endpoint.kind === 'business' ? { kind: 'business' } : { kind: 'account', userId: endpoint.userId };
        let events: WebhookEventRow[];
        if ('eventId' in body) {
          const event = await repository.event(body.eventId, visible, keptSince);
          if (!event) throw new AppError(404, errorMessages.webhookEventUnknown);
          events = [event];
        } else {
          const since = new Date(Math.max(Date.parse(body.since), keptSince.getTime()));
          events = await repository.eventsSince(visible, since, endpoint.eventTypes);
        }
        const ids = await repository.insertDeliveries(
          events.map((event) => ({
            endpointId: id,
            eventId: event.id,
            sequenceKey: event.sequenceKey,
            sequence: event.sequence,
          })),
        );
        await jobs.enqueueMany(
          tx,
          'webhook-delivery',
          ids.map((deliveryId) => ({ deliveryId })),
        );
        return { queued: ids.length };
      });
    },

    /** Sends `webhook.test` to this endpoint only, numbered apart from the account's events (it is in no feed). */
    async test(owner: WebhookOwner, id: number): Promise<{ eventId: string }> {
      return db.transaction(async (tx) => {
        const endpoint = await owned(owner, id, tx);
        if (endpoint.disabledAt) throw new AppError(409, errorMessages.webhookEndpointDisabled);
        const [eventId] = await writeEvents(tx, [
          {
            type: 'webhook.test',
            accountId: endpoint.kind === 'account' ? endpoint.userId : null,
            data: { message: 'A test event sent from the console' },
            sequenceKey: -id,
            endpointIds: [id],
          },
        ]);
        if (eventId === undefined) throw new Error('No test event was written');
        return { eventId };
      });
    },

    /** The feed: the owner's events after the cursor, in order, as webhooks deliver them. */
    async events(owner: WebhookOwner, query: EventsQuery): Promise<EventsResponse> {
      const keptSince = new Date(now().getTime() - eventsKeptDays * dayMs);
      const repository = webhooksRepository(db);
      let after: { txId: number; position: number } | undefined;
      if (query.after !== undefined) {
        after = await repository.cursorOf(query.after);
        if (!after) throw new AppError(400, errorMessages.invalidInput, { after: 'No event of this id is kept' });
      }
      const rows = await repository.feed(owner, after, keptSince, query.limit);
      const results = rows.map(eventOf);
      return { results, next: results.at(-1)?.id ?? query.after ?? null };
    },

    async sweep(): Promise<void> {
      const at = now().getTime();
      await webhooksRepository(db).sweep(
        new Date(at - eventsKeptDays * dayMs),
        new Date(at - attemptsKeptDays * dayMs),
      );
    },
  };
}
