import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Config, TrustedProxies } from './config.ts';
import { uploadsRoutePrefix } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './email/mailer.ts';
import type { Mailer } from './email/mailer.ts';
import { createCsvAnswer } from './areas/admin-reports/csv-answer.ts';
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
import { healthRoutes } from './areas/operations/health-routes.ts';
import { createReadiness } from './areas/operations/readiness.ts';
import type { Readiness } from './areas/operations/readiness.ts';
import { createRouteRegistrar } from './http/register-route.ts';
import { registerAccessGuard } from './areas/identity/access-guard.ts';
import { registerConsoleAndNotFound } from './plugins/console-static.ts';
import { registerCrossSiteProtection } from './plugins/cross-site.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { frameworkErrorOptions } from './plugins/framework-errors.ts';
import { registerOpenApi, serveApiDocs } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createPendingSignInCookie, createSessionCookie } from './plugins/session-cookie.ts';
import { accountRoutes } from './areas/accounts/account-routes.ts';
import { ownAccountRoutes } from './areas/own-account/own-account-routes.ts';
import { adminDeviceRoutes } from './areas/devices/admin-device-routes.ts';
import { deviceRoutes, keepRawJsonBodies } from './areas/device-protocol/device-routes.ts';
import { createAdminDeviceService } from './areas/devices/admin-device-service.ts';
import { createDeviceCache } from './areas/device-protocol/device-cache.ts';
import { createDeviceCallRecorder } from './areas/devices/device-calls.ts';
import { createDeviceRideService } from './areas/device-protocol/device-ride-service.ts';
import { createDeviceService } from './areas/device-protocol/device-service.ts';
import { createLicenseFileSigner } from './areas/device-protocol/license-files.ts';
import { createTariffService } from './areas/wallet/tariff-service.ts';
import { adminReportRoutes } from './areas/admin-reports/admin-report-routes.ts';
import { adminUserRoutes } from './areas/admin-users/admin-user-routes.ts';
import { adminNewsRoutes } from './areas/news/admin-news-routes.ts';
import { adminScenarioRoutes } from './areas/content/admin-scenario-routes.ts';
import { scenarioRoutes } from './areas/licenses/scenario-routes.ts';
import { clientScenarioRoutes } from './areas/licenses/client-scenario-routes.ts';
import { createClientScenarioService } from './areas/licenses/client-scenario-service.ts';
import { serveUploads, uploadRoutes } from './areas/content/upload-routes.ts';
import { createAdminNewsService } from './areas/news/admin-news-service.ts';
import { createAdminScenarioService } from './areas/content/admin-scenario-service.ts';
import { createDiskImageStorage } from './shared/image-storage.ts';
import { createScenarioLicenseService } from './areas/licenses/scenario-license-service.ts';
import { createUploadService } from './areas/content/upload-service.ts';
import { blockingRoutes } from './areas/blocking/blocking-routes.ts';
import { countryRoutes } from './areas/accounts/country-routes.ts';
import { licenseRoutes } from './areas/licenses/license-routes.ts';
import { newsRoutes } from './areas/news/news-routes.ts';
import { reportRoutes } from './areas/reports/report-routes.ts';
import { passkeyRoutes } from './areas/own-account/passkey-routes.ts';
import { secondFactorRoutes } from './areas/own-account/second-factor-routes.ts';
import { reauthenticationRoutes } from './areas/own-account/reauthentication-routes.ts';
import { sessionRoutes } from './areas/session/session-routes.ts';
import { walletRoutes } from './areas/wallet/wallet-routes.ts';
import { createAddressService } from './areas/accounts/address-service.ts';
import { createAdminReportExportService } from './areas/admin-reports/admin-report-export-service.ts';
import { createAdminReportService } from './areas/admin-reports/admin-report-service.ts';
import { createAdminUserService } from './areas/admin-users/admin-user-service.ts';
import { createAdminWalletService } from './areas/wallet/admin-wallet-service.ts';
import { createDebitApprovalService } from './areas/debit-approvals/debit-approval-service.ts';
import { debitApprovalRoutes } from './areas/debit-approvals/debit-approval-routes.ts';
import { createAdminBlockingService } from './areas/blocking/admin-blocking-service.ts';
import { createAdminLicenseService } from './areas/licenses/admin-license-service.ts';
import { createAuditService } from './areas/audit/audit-service.ts';
import { createExportSlots } from './areas/admin-reports/export-slots.ts';
import { createBlockingService } from './areas/blocking/blocking-service.ts';
import { createClientLicenseService } from './areas/licenses/client-license-service.ts';
import { createClientReportService } from './areas/reports/client-report-service.ts';
import { createCountryService } from './areas/accounts/country-service.ts';
import { createCurrentUserService } from './areas/identity/current-user-service.ts';
import { createNewsService } from './areas/news/news-service.ts';
import { createPasswordChangeService } from './areas/own-account/password-change-service.ts';
import { createOwnSessionsService } from './areas/own-account/own-sessions-service.ts';
import { createPasswordResetService } from './areas/accounts/password-reset-service.ts';
import { createSecurityEvents } from './areas/audit/security-events.ts';
import { createAttemptLimiter } from './areas/audit/attempt-limits.ts';
import { createRateLimiter, limitKindOf } from './areas/identity/rate-limiter.ts';
import { sessionCacheFor } from './areas/identity/session-cache.ts';
import { createReauthenticationService, createRecentProof } from './areas/own-account/reauthentication-service.ts';
import { createPasskeyService } from './areas/second-factors/passkey-service.ts';
import { createSecondFactorService } from './areas/second-factors/second-factor-service.ts';
import { createSessionService } from './areas/identity/session-service.ts';
import { createCurrentPasswordCheck } from './areas/own-account/current-password.ts';
import { createEmailChangeService } from './areas/own-account/email-change-service.ts';
import type { SessionRow } from './areas/identity/session-service.ts';
import { createSignInService } from './areas/session/sign-in-service.ts';
import { createSignUpService } from './areas/accounts/sign-up-service.ts';
import { createWalletService } from './areas/wallet/wallet-service.ts';
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

/** JSON bodies larger than this are refused; uploads will go through multipart with their own caps. */
const bodyLimitBytes = 1024 * 1024;

/** The whole HTTP server, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  db,
  exportDb = db,
  config,
  now = systemClock,
  mailer: givenMailer,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: redactedRequest }, ...(logStream && { stream: logStream }) },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdGenerator(config.trustProxy),
    ...frameworkErrorOptions,
  });
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

  // The machines' standings follow the same listener as the sessions (ADR 0049).
  const deviceCache = createDeviceCache();
  const sessionCache = await sessionCacheFor<SessionRow>(db, [deviceCache.follower]);
  app.addHook('onClose', sessionCache.close);
  const deviceCalls = createDeviceCallRecorder(db, app.log, config.devices.callsFlushMs);
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
  });
  const mailer =
    givenMailer ??
    createMailer({
      db,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      log,
      logMailText: config.demoData,
    });
  const { windowMinutes, signUpPerIp, resetRequests, tokenChecksPerIp } = config.accountLimits;
  const signUp = createSignUpService({
    db,
    now,
    limits: { windowMinutes, perIp: signUpPerIp, verifyPerIp: tokenChecksPerIp },
    rateLimiter,
    mailer,
    publicUrl: config.publicUrl,
    log,
  });
  const passwordReset = createPasswordResetService({
    db,
    now,
    limits: { windowMinutes, tokenChecksPerIp },
    rateLimiter,
    requests: createAttemptLimiter({ db, rateLimiter, action: 'reset', limits: resetRequests }),
    mailer,
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
    mailer,
    publicUrl: config.publicUrl,
    log,
    checkCurrentPassword,
    rateLimiter,
    tokenChecks: { windowMinutes, perIp: tokenChecksPerIp },
    sessions,
    securityEvents,
  });
  const clientLicenses = createClientLicenseService(db, now, deviceCalls);
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
  });

  const accessGuard = registerAccessGuard(app, sessions, cookie, securityEvents, devices);
  const registerRoute = createRouteRegistrar(app, accessGuard);
  await serveApiDocs(app, config.apiDocs, accessGuard);
  const readiness = createReadiness({ db, listenerState: sessionCache.listenerState });
  healthRoutes(registerRoute, { readiness });
  if (config.metrics.token) serveMetricsRoute(app, metrics.registry, config.metrics.token);
  sessionRoutes(registerRoute, {
    cookie,
    pendingCookie: createPendingSignInCookie(config.session.secureCookie, config.secondFactor.pendingMinutes),
    signIn,
    sessions,
    passwordChange,
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
  });
  licenseRoutes(registerRoute, { clientLicenses });
  walletRoutes(registerRoute, { wallet: createWalletService(db) });
  reportRoutes(registerRoute, { reports: createClientReportService(db, now, clientLicenses) });
  blockingRoutes(registerRoute, { blocking: createBlockingService(db, now) });
  newsRoutes(registerRoute, { news: createNewsService(db) });
  const audit = createAuditService(db);
  const debitApprovals = createDebitApprovalService({
    db,
    audit,
    now,
    approvalAbove: config.debitApprovalAbove,
    recentProof,
  });
  debitApprovalRoutes(registerRoute, { debitApprovals });
  adminUserRoutes(registerRoute, {
    adminUsers: createAdminUserService({ db, audit, clientLicenses, emailChanges, now, recentProof }),
    adminWallet: createAdminWalletService({ db, audit, now, debitApprovals }),
    adminBlocking: createAdminBlockingService({ db, audit, now }),
    adminLicenses: createAdminLicenseService({ db, audit, now }),
    audit,
  });

  adminDeviceRoutes(registerRoute, {
    adminDevices: createAdminDeviceService({ db, audit, now, calls: deviceCalls }),
    tariffs: createTariffService({ db, audit, now }),
  });
  // The device protocol keeps each body's bytes for the signature of ride batches (ADR 0049).
  await app.register(async (deviceScope) => {
    keepRawJsonBodies(deviceScope);
    deviceRoutes(createRouteRegistrar(deviceScope, accessGuard), {
      devices,
      deviceRides: createDeviceRideService({ db, now }),
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
