import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { uploadsRoutePrefix } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './email/mailer.ts';
import { createRouteRegistrar } from './http/register-route.ts';
import { registerAccessGuard } from './plugins/auth.ts';
import { registerConsoleAndNotFound } from './plugins/console-static.ts';
import { registerCrossSiteProtection } from './plugins/cross-site.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { frameworkErrorOptions } from './plugins/framework-errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createSessionCookie } from './plugins/session-cookie.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { adminReportRoutes } from './routes/admin-report-routes.ts';
import { adminUserRoutes } from './routes/admin-user-routes.ts';
import { adminNewsRoutes } from './routes/admin-news-routes.ts';
import { adminScenarioRoutes } from './routes/admin-scenario-routes.ts';
import { scenarioRoutes } from './routes/scenario-routes.ts';
import { serveUploads, uploadRoutes } from './routes/upload-routes.ts';
import { createAdminNewsService } from './services/admin-news-service.ts';
import { createAdminScenarioService } from './services/admin-scenario-service.ts';
import { createDiskImageStorage } from './services/image-storage.ts';
import { createScenarioLicenseService } from './services/scenario-license-service.ts';
import { createUploadService } from './services/upload-service.ts';
import { blockingRoutes } from './routes/blocking-routes.ts';
import { countryRoutes } from './routes/country-routes.ts';
import { licenseRoutes } from './routes/license-routes.ts';
import { newsRoutes } from './routes/news-routes.ts';
import { reportRoutes } from './routes/report-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { walletRoutes } from './routes/wallet-routes.ts';
import { createAddressService } from './services/address-service.ts';
import { createAdminReportService } from './services/admin-report-service.ts';
import { createAdminUserService } from './services/admin-user-service.ts';
import { createAdminWalletService } from './services/admin-wallet-service.ts';
import { createAdminBlockingService } from './services/admin-blocking-service.ts';
import { createAdminLicenseService } from './services/admin-license-service.ts';
import { createAuditService } from './services/audit-service.ts';
import { createBlockingService } from './services/blocking-service.ts';
import { createClientLicenseService } from './services/client-license-service.ts';
import { createClientReportService } from './services/client-report-service.ts';
import { createCountryService } from './services/country-service.ts';
import { createCurrentUserService } from './services/current-user-service.ts';
import { createNewsService } from './services/news-service.ts';
import { createPasswordResetService } from './services/password-reset-service.ts';
import { createRateLimiter } from './services/rate-limiter.ts';
import { createSessionService } from './services/session-service.ts';
import { createSignInService } from './services/sign-in-service.ts';
import { createSignUpService } from './services/sign-up-service.ts';
import { createWalletService } from './services/wallet-service.ts';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Defaults to the system clock; tests pass their own to move time. */
  now?: Clock;
}

/** JSON bodies larger than this are refused; uploads will go through multipart with their own caps. */
const bodyLimitBytes = 1024 * 1024;

/** The whole HTTP server, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ db, config, now = systemClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    ...frameworkErrorOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerCrossSiteProtection(app);
  await app.register(fastifyCookie);

  const cookie = createSessionCookie(config.session.secureCookie);
  await registerOpenApi(app, cookie.name);

  const sessions = createSessionService(db, config.session, now);
  const currentUsers = createCurrentUserService(db);
  const rateLimiter = createRateLimiter(db, now);
  const signIn = createSignInService({ db, limits: config.signInLimits, rateLimiter, sessions, currentUsers });
  const mailer = createMailer({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
  const { windowMinutes, signUpPerIp, resetPerIp, resetPerEmail } = config.accountLimits;
  const signUp = createSignUpService({
    db,
    now,
    limits: { windowMinutes, perIp: signUpPerIp },
    rateLimiter,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const passwordReset = createPasswordResetService({
    db,
    now,
    limits: { windowMinutes, perIp: resetPerIp, perEmail: resetPerEmail },
    rateLimiter,
    mailer,
    publicUrl: config.publicUrl,
  });
  const clientLicenses = createClientLicenseService(db, now);

  const registerRoute = createRouteRegistrar(app, registerAccessGuard(app, sessions, cookie));
  sessionRoutes(registerRoute, { cookie, signIn, sessions });
  countryRoutes(registerRoute, { countries: createCountryService(db) });
  accountRoutes(registerRoute, { cookie, signUp, passwordReset, addresses: createAddressService(db) });
  licenseRoutes(registerRoute, { clientLicenses });
  walletRoutes(registerRoute, { wallet: createWalletService(db) });
  reportRoutes(registerRoute, { reports: createClientReportService(db, now, clientLicenses) });
  blockingRoutes(registerRoute, { blocking: createBlockingService(db, now) });
  newsRoutes(registerRoute, { news: createNewsService(db) });
  const audit = createAuditService(db);
  adminUserRoutes(registerRoute, {
    adminUsers: createAdminUserService({ db, audit, clientLicenses }),
    adminWallet: createAdminWalletService({ db, audit }),
    adminBlocking: createAdminBlockingService({ db, audit, now }),
    adminLicenses: createAdminLicenseService({ db, audit, now }),
    audit,
  });

  adminReportRoutes(registerRoute, { adminReports: createAdminReportService(db) });

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

  await registerConsoleAndNotFound(app, config.consoleDist);
  return app;
}
