import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { coasterWindows } from '@orbit/domain';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Config, TrustedProxies } from './config.ts';
import { uploadsRoutePrefix } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './email/mailer.ts';
import type { Mailer } from './email/mailer.ts';
import { deliverQueuedMail, queuedMail } from './email/outgoing-mail.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import type { QueuePolicies } from './jobs/job-queue.ts';
import {
  adminReportRoutes,
  createAdminReportExportService,
  createAdminReportService,
  createCsvAnswer,
  createExportSlots,
} from './areas/admin-reports/index.ts';
import { redactedRequest } from './http/log-redaction.ts';
import { registerRequestOrigin, requestAwareLogger, requestIdGenerator } from './http/request-origin.ts';
import {
  createMetrics,
  observePools,
  observeServices,
  registerRequestMetrics,
  serveMetricsRoute,
} from './http/metrics.ts';
import type { Metrics } from './http/metrics.ts';
import { createReadiness, healthRoutes, serverStoppingMessage } from './areas/operations/index.ts';
import { answerWhileClosing } from './http/closing-answer.ts';
import { createFailedJobService, failedJobRoutes } from './areas/failed-jobs/index.ts';
import { createNotificationService, notificationRoutes } from './areas/notifications/index.ts';
import { apiKeyRoutes, createApiKeyService, createSecretHasher } from './areas/api-keys/index.ts';
import { allowedHostsOf, createWebhookService, systemResolve, webhookRoutes } from './areas/webhooks/index.ts';
import { createLiveHub, liveRoutes, sessionStandsFor } from './areas/live/index.ts';
import {
  coasterRoutes,
  createCoasterAlertService,
  createCoasterService,
  createCoasterStatusWatcher,
  sweepCoasterHistory,
} from './areas/coasters/index.ts';
import type { Readiness } from './areas/operations/index.ts';
import { createRouteRegistrar } from './http/register-route.ts';
import {
  createCurrentUserService,
  createRateLimiter,
  createSessionService,
  limitKindOf,
  registerAccessGuard,
  sessionCacheFor,
  sessionsRepository,
} from './areas/identity/index.ts';
import type { SessionRow } from './areas/identity/index.ts';
import {
  adminDeviceRoutes,
  createAdminDeviceService,
  createDeviceCallRecorder,
  registerDeviceAccess,
} from './areas/devices/index.ts';
import { registerConsoleAndNotFound } from './plugins/console-static.ts';
import { registerCrossSiteProtection } from './plugins/cross-site.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { frameworkErrorOptions } from './plugins/framework-errors.ts';
import { registerOpenApi, serveApiDocs } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createBrowserCookie, createPendingSignInCookie, createSessionCookie } from './plugins/session-cookie.ts';
import {
  accountRoutes,
  countryRoutes,
  createAddressService,
  createCountryService,
  createPasswordResetService,
  createSignUpService,
} from './areas/accounts/index.ts';
import {
  createCurrentPasswordCheck,
  createEmailChangeService,
  createOwnSessionsService,
  createPasswordChangeService,
  createReauthenticationService,
  createRecentProof,
  ownAccountRoutes,
  passkeyRoutes,
  reauthenticationRoutes,
  secondFactorRoutes,
} from './areas/own-account/index.ts';
import {
  createDeviceCache,
  createDeviceRideService,
  createDeviceService,
  createLicenseFileSigner,
  deviceRoutes,
  keepRawJsonBodies,
} from './areas/device-protocol/index.ts';
import {
  adminWalletRoutes,
  createAdminWalletService,
  createTariffService,
  createWalletService,
  walletRoutes,
} from './areas/wallet/index.ts';
import { adminUserRoutes, createAdminUserService } from './areas/admin-users/index.ts';
import {
  adminBlockingRoutes,
  blockingRoutes,
  createAdminBlockingService,
  createBlockingService,
} from './areas/blocking/index.ts';
import {
  adminLicenseRoutes,
  clientScenarioRoutes,
  createAdminLicenseService,
  createClientLicenseService,
  createClientScenarioService,
  createScenarioLicenseService,
  licenseRoutes,
  scenarioRoutes,
} from './areas/licenses/index.ts';
import {
  auditRoutes,
  createAttemptLimiter,
  createAuditService,
  createSecurityEvents,
  recordAccessDenials,
} from './areas/audit/index.ts';
import { adminNewsRoutes, createAdminNewsService, createNewsService, newsRoutes } from './areas/news/index.ts';
import {
  adminScenarioRoutes,
  createAdminScenarioService,
  createUploadService,
  serveUploads,
  uploadRoutes,
} from './areas/content/index.ts';
import { createDiskImageStorage } from './shared/image-storage.ts';
import { createClientReportService, reportRoutes } from './areas/reports/index.ts';
import { createSignInService, sessionRoutes } from './areas/session/index.ts';
import { createDebitApprovalService, debitApprovalRoutes } from './areas/debit-approvals/index.ts';
import { createPasskeyService, createSecondFactorService } from './areas/second-factors/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';

export interface BuildAppOptions {
  db: Database;
  /** The CSV exports' own database (`DatabaseHandle.exportDb`, ADR 0051); `db` when not given. */
  exportDb?: Database;
  config: Config;
  /** Defaults to the system clock; tests pass their own to move time. */
  now?: Clock;
  /** Defaults to SMTP or the outbox as configured; tests pass one that keeps what it sends. */
  mailer?: Mailer;
  /**
   * Whether this app works the job queue (sends the queued mail); true unless a test says otherwise, so that several
   * test apps on one database do not take each other's mail (ADR 0079).
   */
  jobWorkers?: boolean;
  /** Where log lines go; standard output when not given. Tests pass one to read the lines. */
  logStream?: { write(line: string): void };
}

/** What the process around the app needs to run it as a service (ADR 0060). */
export interface Operations {
  /** Readiness turns 503 with `drain()`, first thing on SIGTERM. */
  readiness: Readiness;
  /** This app's own registry, also served on METRICS_PORT by main.ts. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

/** Each queue's retries (ADR 0079); a mail is tried for about a day, and an attempt cut short returns after a minute. */
export function queuePolicies(config: Config): QueuePolicies {
  const { retrySeconds, retryMaxSeconds, retries } = config.mail;
  return {
    mail: {
      retryLimit: retries,
      retryDelay: retrySeconds,
      retryDelayMax: retryMaxSeconds,
      expireInSeconds: 60,
      // The text holds a one-time link (ADR 0021): the job goes soon after it is sent.
      deleteAfterSeconds: 60,
    },
    // Hourly: a sweep that fails is tried twice more, and the next hour's sweeps what it left.
    // Daily: a digest that fails is tried again within the hour; what it holds waits in the database meanwhile.
    'notification-digest': {
      retryLimit: 5,
      retryDelay: 300,
      retryDelayMax: 900,
      expireInSeconds: 900,
      deleteAfterSeconds: 7 * 24 * 3_600,
    },
    // Due at a temporary unblock's end; telling it a little late is better than not at all.
    'unblock-ends': {
      retryLimit: 10,
      retryDelay: 60,
      retryDelayMax: 3_600,
      expireInSeconds: 60,
      deleteAfterSeconds: 3_600,
    },
    // Every minute: an evaluation that fails is not retried, the next minute's evaluates everything again; one cut
    // short keeps what it committed (ADR 0086).
    'coaster-alerts': {
      retryLimit: 0,
      retryDelay: 60,
      retryDelayMax: 60,
      expireInSeconds: 120,
      deleteAfterSeconds: 3_600,
    },
    'coaster-silences': {
      retryLimit: 0,
      retryDelay: 60,
      retryDelayMax: 60,
      expireInSeconds: 600,
      deleteAfterSeconds: 3_600,
    },
    // Daily: tried again within the hour; the day's lists are told once whichever attempt tells them.
    'coaster-daily': {
      retryLimit: 5,
      retryDelay: 300,
      retryDelayMax: 900,
      expireInSeconds: 900,
      deleteAfterSeconds: 7 * 24 * 3_600,
    },
    // Hourly: a run that fails is tried again, and the next hour's warns of whatever it left; each warning is told
    // once whichever run tells it.
    'api-key-expiry': {
      retryLimit: 2,
      retryDelay: 300,
      retryDelayMax: 900,
      expireInSeconds: 900,
      deleteAfterSeconds: 24 * 3_600,
    },
    // Every five minutes: a sweep that fails leaves rows the next one takes.
    'live-sweep': {
      retryLimit: 1,
      retryDelay: 60,
      retryDelayMax: 60,
      expireInSeconds: 120,
      deleteAfterSeconds: 3_600,
    },
    // One attempt of a webhook delivery: a failed attempt queues the next itself on the webhook schedule (ADR 0093);
    // these retries are for a process that died during one, which comes back after the expiry (past the 15 s timeout).
    'webhook-delivery': {
      retryLimit: 20,
      retryDelay: 30,
      retryDelayMax: 600,
      expireInSeconds: 60,
      deleteAfterSeconds: 3_600,
    },
    'webhook-sweep': {
      retryLimit: 2,
      retryDelay: 300,
      retryDelayMax: 900,
      expireInSeconds: 900,
      deleteAfterSeconds: 24 * 3_600,
    },
    'sweep-expired': {
      retryLimit: 2,
      retryDelay: 60,
      retryDelayMax: 300,
      expireInSeconds: 300,
      deleteAfterSeconds: 24 * 3_600,
    },
  };
}

/** JSON bodies larger than this are refused; uploads will go through multipart with their own caps. */
const bodyLimitBytes = 1024 * 1024;

/** The whole HTTP server, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  db,
  exportDb = db,
  config,
  now = systemClock,
  mailer: givenMailer,
  jobWorkers = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: redactedRequest }, ...(logStream && { stream: logStream }) },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy),
    ...frameworkErrorOptions,
    // A request that reaches the closing server is answered by `answerWhileClosing`, in the house's words.
    return503OnClosing: false,
  });
  answerWhileClosing(app, serverStoppingMessage);
  // Balancers probe health every few seconds: those lines would bury the others (ADR 0060).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/health/')) route.logLevel = 'silent';
  });
  const metrics = createMetrics({
    processMetrics: config.metrics.token !== undefined || config.metrics.port !== undefined,
  });
  registerRequestMetrics(app, metrics);
  // Services log through the request's logger when a request calls them, so their lines carry its id.
  const log = requestAwareLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkWithZod: config.checkAnswers }));
  registerErrorHandler(app);
  registerSecurityHeaders(app, { hsts: config.hsts });
  registerCrossSiteProtection(app);
  await app.register(fastifyCookie);
  // Before every route, so each answer built at request time can be compressed (ADR 0034).
  await registerCompression(app);

  const cookie = createSessionCookie(config.session.secureCookie);
  // Every audit entry a request writes keeps where the request came from (ADR 0054).
  await registerRequestOrigin(app, cookie.read);
  await registerOpenApi(app, cookie.name, config.publicUrl);

  // The machines' standings and the live streams follow the same listener as the sessions (ADR 0049, 0082).
  const deviceCache = createDeviceCache();
  const live = createLiveHub({ db, now, log: app.log });
  const sessionCache = await sessionCacheFor<SessionRow>(db, [deviceCache.follower, ...live.followers]);
  app.addHook('onClose', sessionCache.close);
  await live.start(sessionStandsFor(db, sessionCache.cache, now));
  // Before the server waits for its connections: open streams end, and their browsers resume on another process.
  app.addHook('preClose', live.stop);
  const windows = coasterWindows(config.devices.checkInSeconds);
  const deviceCalls = createDeviceCallRecorder(db, app.log, config.devices.callsFlushMs, windows);
  app.addHook('onClose', deviceCalls.close);
  // A request that may have written answers once its changes reached the session cache, so the next request of the
  // same user never reads a session as it was before (ADR 0042), and a machine's next call reads its own rides'
  // charges (ADR 0049). Reads sent as POST write nothing; a heartbeat writes nothing a cache holds.
  app.addHook('onSend', async (request, _reply, payload) => {
    const { readOnly, heartbeat } = request.routeOptions.config;
    const mayHaveWritten =
      request.method !== 'GET' && request.method !== 'HEAD' && readOnly !== true && heartbeat !== true;
    if (mayHaveWritten) await sessionCache.settled();
    return payload;
  });
  const secondFactorPolicy = { requiredForStaff: config.secondFactor.requiredForStaff };
  const sessions = createSessionService(
    db,
    { ...config.session, secondFactor: secondFactorPolicy },
    now,
    sessionCache.cache,
  );
  const currentUsers = createCurrentUserService(db, secondFactorPolicy);
  const rateLimiter = createRateLimiter(db, now, (bucketKey) =>
    metrics.rateLimitRefusals.inc({ limit: limitKindOf(bucketKey) }),
  );
  const securityEvents = createSecurityEvents(db, log);
  const mailer =
    givenMailer ??
    createMailer({
      db,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      log,
      logMailText: config.demoData,
    });
  const jobs = await startJobQueue({
    db,
    policies: queuePolicies(config),
    pollMs: config.jobs.pollMs,
    cronCheckSeconds: config.jobs.cronCheckSeconds,
    log,
  });
  // Last on close: requests finish first, then the workers, then the caller closes the database.
  app.addHook('onClose', jobs.stop);
  if (jobWorkers) {
    await deliverQueuedMail(jobs, mailer);
    // A session ends at its expiry for every check; the sweep removes the rows of those nobody signs out of, and the
    // machines' online runs older than their pages show.
    await jobs.work('sweep-expired', async () => {
      await sessionsRepository(db).deleteExpired(now());
      await sweepCoasterHistory(db, now());
    });
  }
  await jobs.schedule('sweep-expired', config.jobs.sweepExpiredCron);
  if (jobWorkers) await jobs.work('live-sweep', async () => void (await live.sweep()));
  await jobs.schedule('live-sweep', '*/5 * * * *');
  const mails = queuedMail(jobs);
  const notifications = createNotificationService({ db, now, mails, publicUrl: config.publicUrl });
  const { notify } = notifications;
  if (jobWorkers) await jobs.work('notification-digest', async () => void (await notifications.sendDigests()));
  await jobs.schedule('notification-digest', config.jobs.notificationDigestCron);
  const secondFactors = createSecondFactorService({
    db,
    now,
    issuer: config.secondFactor.issuer,
    removalLimit: {
      windowMinutes: config.secondFactor.limits.windowMinutes,
      limit: config.secondFactor.limits.perAccountAndIp,
    },
    rateLimiter,
    securityEvents,
    notify,
  });
  const passkeys = createPasskeyService({
    db,
    now,
    relyingParty: config.webauthn,
    changeLimit: {
      windowMinutes: config.secondFactor.limits.windowMinutes,
      limit: config.secondFactor.limits.perAccountAndIp,
    },
    optionsLimit: { windowMinutes: config.signInLimits.windowMinutes, limit: config.signInLimits.perIp * 2 },
    rateLimiter,
    securityEvents,
    notify,
  });
  const signIn = createSignInService({
    db,
    now,
    attempts: createAttemptLimiter({ db, rateLimiter, action: 'sign-in', limits: config.signInLimits }),
    secondFactorAttempts: createAttemptLimiter({
      db,
      rateLimiter,
      action: 'second-factor',
      limits: config.secondFactor.limits,
    }),
    secondFactors,
    passkeys,
    pendingSignIn: { minutes: config.secondFactor.pendingMinutes, codes: config.secondFactor.codesPerPendingSignIn },
    sessions,
    currentUsers,
    securityEvents,
    notify,
  });
  const { windowMinutes, signUpPerIp, resetRequests, tokenChecksPerIp } = config.accountLimits;
  const signUp = createSignUpService({
    db,
    now,
    limits: { windowMinutes, perIp: signUpPerIp, verifyPerIp: tokenChecksPerIp },
    rateLimiter,
    mails,
    publicUrl: config.publicUrl,
  });
  const passwordReset = createPasswordResetService({
    db,
    now,
    limits: { windowMinutes, tokenChecksPerIp },
    rateLimiter,
    requests: createAttemptLimiter({ db, rateLimiter, action: 'reset', limits: resetRequests }),
    mails,
    publicUrl: config.publicUrl,
    securityEvents,
  });
  const checkCurrentPassword = createCurrentPasswordCheck({
    db,
    limit: { windowMinutes, limit: config.signInLimits.perAccountAndIp },
    rateLimiter,
  });
  const recentProof = createRecentProof(config.reauthenticationSeconds, now);
  const reauthentication = createReauthenticationService({
    db,
    recentProof,
    limit: { windowMinutes, limit: config.signInLimits.perAccountAndIp },
    rateLimiter,
    secondFactors,
    passkeys,
    sessions,
    securityEvents,
  });
  const passwordChange = createPasswordChangeService({ db, now, checkCurrentPassword, sessions, securityEvents });
  const emailChanges = createEmailChangeService({
    db,
    now,
    mails,
    publicUrl: config.publicUrl,
    checkCurrentPassword,
    rateLimiter,
    tokenChecks: { windowMinutes, perIp: tokenChecksPerIp },
    sessions,
    securityEvents,
  });
  const audit = createAuditService(db);
  // Webhook events are recorded by the services below in the transactions of their causes (ADR 0093).
  const webhooks = createWebhookService({
    db,
    now,
    jobs,
    audit,
    policy: {
      httpsOnly: config.production,
      allowedHosts: allowedHostsOf(config.webhooks.allowedHosts),
      resolve: systemResolve,
    },
    retrySchedule: config.webhooks.retrySchedule,
    notify,
    log,
  });
  if (jobWorkers) {
    // Deliveries wait on the network, not the database: a batch of jobs at once, read and (their successes)
    // recorded in one statement each (ADR 0098); two batches at once, so one slow receiver holds up half of them.
    await jobs.workBatches(
      'webhook-delivery',
      (batch) => webhooks.deliverMany(batch.map((job) => job.data.deliveryId)),
      { batchSize: 50, workers: 2 },
    );
    await jobs.work('webhook-sweep', () => webhooks.sweep());
  }
  await jobs.schedule('webhook-sweep', '41 3 * * *');
  const clientLicenses = createClientLicenseService(db, now, deviceCalls, windows);
  const devices = createDeviceService({
    db,
    now,
    signer: createLicenseFileSigner(db, config.devices.signingKey, now),
    cache: deviceCache,
    calls: deviceCalls,
    rateLimiter,
    activationLimit: { limit: config.devices.activationsPerIp, windowMinutes: 15 },
    checkInSeconds: config.devices.checkInSeconds,
    imagesBaseUrl: new URL(config.uploads.publicUrl, `${config.publicUrl}/`).href.replace(/\/+$/, ''),
    recordEvent: webhooks.record,
  });

  const apiKeys = createApiKeyService({
    db,
    now,
    hasher: createSecretHasher(db, config.apiKeys.secret),
    audit,
    securityEvents,
    notify,
    secondFactor: secondFactorPolicy,
    rateLimiter,
    callsPerMinute: config.apiKeys.callsPerMinute,
  });
  if (jobWorkers) await jobs.work('api-key-expiry', async () => void (await apiKeys.warnExpiring()));
  await jobs.schedule('api-key-expiry', config.apiKeys.expiryWarningCron);
  const accessGuard = registerAccessGuard(app, sessions, cookie, {
    recordDenial: recordAccessDenials(securityEvents),
    deviceAccess: registerDeviceAccess(app, devices),
    apiKeys: apiKeys.access,
  });
  const registerRoute = createRouteRegistrar(app, accessGuard);
  await serveApiDocs(app, config.apiDocs, accessGuard);
  const readiness = createReadiness({ db, listenerState: sessionCache.listenerState });
  healthRoutes(registerRoute, { readiness });
  if (config.metrics.token) serveMetricsRoute(app, metrics.registry, config.metrics.token);
  sessionRoutes(registerRoute, {
    cookie,
    pendingCookie: createPendingSignInCookie(config.session.secureCookie, config.secondFactor.pendingMinutes),
    browserCookie: createBrowserCookie(config.session.secureCookie),
    signIn,
    sessions,
  });
  secondFactorRoutes(registerRoute, { secondFactors, recentProof });
  reauthenticationRoutes(registerRoute, { reauthentication, passkeys });
  passkeyRoutes(registerRoute, { passkeys, recentProof });
  countryRoutes(registerRoute, { countries: createCountryService(db) });
  accountRoutes(registerRoute, { cookie, signUp, passwordReset, addresses: createAddressService(db) });
  ownAccountRoutes(registerRoute, {
    cookie,
    emailChanges,
    ownSessions: createOwnSessionsService({ db, now, securityEvents }),
    passwordChange,
  });
  licenseRoutes(registerRoute, { clientLicenses });
  walletRoutes(registerRoute, { wallet: createWalletService(db) });
  reportRoutes(registerRoute, { reports: createClientReportService(db, now, clientLicenses) });
  const blocking = createBlockingService({ db, now, notify, jobs, recordEvent: webhooks.record });
  if (jobWorkers) {
    await jobs.work('unblock-ends', (job) => blocking.tellUnblockEnded(job.data.userId, job.data.requestId));
  }
  blockingRoutes(registerRoute, { blocking });
  newsRoutes(registerRoute, { news: createNewsService(db) });
  const debitApprovals = createDebitApprovalService({
    db,
    audit,
    now,
    approvalAbove: config.debitApprovalAbove,
    recentProof,
    notify,
    recordEvent: webhooks.record,
  });
  debitApprovalRoutes(registerRoute, { debitApprovals });
  failedJobRoutes(registerRoute, { failedJobs: createFailedJobService({ db, jobs, audit }) });
  notificationRoutes(registerRoute, { notifications });
  liveRoutes(registerRoute, { live });
  apiKeyRoutes(registerRoute, { apiKeys });
  webhookRoutes(registerRoute, { webhooks });
  adminUserRoutes(registerRoute, {
    adminUsers: createAdminUserService({ db, audit, clientLicenses, emailChanges, now, recentProof }),
  });
  adminWalletRoutes(registerRoute, {
    adminWallet: createAdminWalletService({ db, audit, now, debitApprovals, notify, recordEvent: webhooks.record }),
    tariffs: createTariffService({ db, audit, now }),
  });
  adminBlockingRoutes(registerRoute, {
    adminBlocking: createAdminBlockingService({ db, audit, now, notify, recordEvents: webhooks.recordAll }),
  });
  adminLicenseRoutes(registerRoute, {
    adminLicenses: createAdminLicenseService({ db, audit, now, notify, recordEvent: webhooks.record, windows }),
  });
  auditRoutes(registerRoute, { audit });
  adminDeviceRoutes(registerRoute, {
    adminDevices: createAdminDeviceService({
      db,
      audit,
      now,
      calls: deviceCalls,
      windows,
      recordEvent: webhooks.record,
    }),
  });
  const coasterAlerts = createCoasterAlertService({
    db,
    now,
    windows,
    notify,
    recordEvent: webhooks.record,
    calls: deviceCalls,
    minAppVersion: config.devices.minAppVersion,
  });
  if (jobWorkers) {
    await jobs.work('coaster-alerts', async () => void (await coasterAlerts.evaluate()));
    await jobs.work('coaster-silences', async () => void (await coasterAlerts.evaluateSilences()));
    await jobs.work('coaster-daily', async () => void (await coasterAlerts.daily()));
  }
  await jobs.schedule('coaster-silences', '*/10 * * * *');
  await jobs.schedule('coaster-alerts', config.jobs.coasterAlertsCron);
  await jobs.schedule('coaster-daily', config.jobs.coasterDailyCron);
  // Statuses move with time, not only with writes: every process looks every 2 s and tells open screens (ADR 0089).
  const statusWatcher = createCoasterStatusWatcher({ db, now, windows, log, everyMs: config.devices.statusWatchMs });
  statusWatcher.start();
  app.addHook('onClose', statusWatcher.stop);
  coasterRoutes(registerRoute, {
    coasters: createCoasterService({ db, now, windows, calls: deviceCalls }),
    alerts: coasterAlerts,
  });
  // The device protocol keeps each body's bytes for the signature of ride batches (ADR 0049).
  await app.register(async (deviceScope) => {
    keepRawJsonBodies(deviceScope);
    deviceRoutes(createRouteRegistrar(deviceScope, accessGuard), {
      devices,
      deviceRides: createDeviceRideService({ db, now, notify, recordEvent: webhooks.record }),
      metrics,
    });
  });

  const exportSlots = createExportSlots(config.exports.perUser);
  adminReportRoutes(registerRoute, {
    audit,
    adminReports: createAdminReportService(db),
    adminReportExports: createAdminReportExportService(exportDb, now),
    csvAnswer: createCsvAnswer({ slots: exportSlots, writeTimeoutMs: config.exports.writeTimeoutMs }),
  });
  const sessionCounts = sessionCache.cache;
  observeServices(metrics, {
    sessionCache: sessionCounts ? () => sessionCounts.counts() : null,
    exportsInFlight: () => exportSlots.inFlight(),
    liveStreams: () => live.openStreams(),
    jobs: () => jobs.counts(),
  });
  observePools(metrics, { main: db, export: exportDb });

  // Scenarios, news and image uploads (ADR 0016).
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploads.maxBytes, files: 1 } });
  scenarioRoutes(registerRoute, { scenarioLicenses: createScenarioLicenseService({ db, audit, now }) });
  adminScenarioRoutes(registerRoute, { adminScenarios: createAdminScenarioService({ db, audit, now }) });
  adminNewsRoutes(registerRoute, { adminNews: createAdminNewsService({ db, audit, now }) });
  const uploads = createUploadService({
    db,
    audit,
    storage: createDiskImageStorage(config.uploads.dir),
    now,
    maxPixels: config.uploads.maxPixels,
    publicUrl: config.uploads.publicUrl,
  });
  uploadRoutes(registerRoute, { uploads, maxBytes: config.uploads.maxBytes });
  await serveUploads(app, config.uploads.dir, uploadsRoutePrefix);
  clientScenarioRoutes(registerRoute, {
    clientScenarios: createClientScenarioService({ db, uploadsPublicUrl: config.uploads.publicUrl }),
  });

  await registerConsoleAndNotFound(app, {
    consoleDist: config.consoleDist,
    firstScreenModule:
      config.firstScreenModule ?? path.join(path.dirname(config.consoleDist), 'dist-server', 'firstScreen.js'),
    imageOrigins: originsOf([config.uploads.publicUrl]),
  });
  app.decorate('operations', { readiness, metrics });
  return app;
}

/** The origins of absolute URLs (a CDN for uploads); paths on this server need none. */
function originsOf(urls: readonly string[]): string[] {
  return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
}

/** Fastify's form of the trusted proxies; a hop count trusts the nearest `hops` addresses of the forwarded chain. */
function trustProxyOption(proxies: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof proxies !== 'number') return proxies;
  return (_address, hop) => hop < proxies;
}
