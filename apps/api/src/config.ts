import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which proxies in front may tell the client's address in X-Forwarded-For: none, the nearest `n` hops, or the
 * proxies at the listed addresses or ranges. Never "all", which would let any caller choose its own address.
 */
export type TrustedProxies = false | number | string[];

/** Who may read the API docs page and the OpenAPI document: anyone, signed-in admins only, or nobody. */
export const apiDocsAccesses = ['public', 'admin', 'off'] as const;
export type ApiDocsAccess = (typeof apiDocsAccesses)[number];

/**
 * The limits on attempts at an account by its address (sign-in, password reset requests), ADR 0052. A stranger
 * cannot lock a known account out: what one client address does counts against that address, and the account-wide
 * limit that stops guessing from many addresses never refuses an address the account has signed in from.
 */
export interface AccountAttemptLimits {
  windowMinutes: number;
  /** Attempts from one client address per window, whatever the account: one address cannot try many accounts. */
  perIp: number;
  /** Attempts on one account from one client address per window; a success there starts it again. */
  perAccountAndIp: number;
  /** Attempts on one account from every address per `accountWindowMinutes`; past it only known addresses go on. */
  perAccount: number;
  accountWindowMinutes: number;
}

export interface Config {
  /** `NODE_ENV=production`: no demo data, SMTP required, Secure `__Host-` cookie, HSTS (ADR 0019). */
  production: boolean;
  /**
   * The demo business and its accounts go into an empty database, and mails are written to the log with their
   * links. On by default only for the embedded database outside production; `DEMO_DATA` overrides (ADR 0019).
   */
  demoData: boolean;
  /**
   * Emulated simulator PCs that `npm start` runs against the demo business, so its coasters, fleet and bell move.
   * `DEMO_MACHINES`, a count: 3 by default with demo data, always 0 without it (so never in production).
   */
  demoMachines: number;
  host: string;
  port: number;
  /** Folder of the embedded database (when no DATABASE_URL is set) and, by default, of uploaded images. */
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** How the server shares PostgreSQL's connections and bounds its statements (ADR 0051); PGlite has none of it. */
  database: DatabasePools;
  /** How long and how many CSV exports may run (ADR 0051), on either database. */
  exports: {
    /** Exports one user may run at once; one more answers 429 with Retry-After. */
    perUser: number;
    /** An export whose reader takes nothing for this long is ended, and its connection returned. */
    writeTimeoutMs: number;
  };
  /** Built console to serve at `/`; skipped when the folder does not exist. */
  consoleDist: string;
  /**
   * The console's build for Node that draws a page's first screen into the page (ADR 0045); when unset, the one
   * built beside the console's folder (`../dist-server/firstScreen.js`). Pages go without it when there is none.
   */
  firstScreenModule?: string;
  session: {
    idleMinutes: number;
    maxHours: number;
    /** Secure cookie with the `__Host-` prefix; on in production. */
    secureCookie: boolean;
  };
  /** Sign-in attempts from an address and on an account (ADR 0052). */
  signInLimits: AccountAttemptLimits;
  /**
   * Sensitive acts (a scope or email changed by staff, disabling or enabling an account, ending a user's sessions,
   * setting up an authenticator app, large debits) need the password or a factor checked within this many minutes
   * in the same session (ADR 0058).
   */
  reauthenticationSeconds: number;
  /** Second factors (ADR 0056). */
  secondFactor: {
    /**
     * Admins and supervisors must enrol an authenticator app before any staff call; on by default in production
     * only, so the demo accounts keep signing in with their password alone.
     */
    requiredForStaff: boolean;
    /** The name authenticator apps show beside the account. */
    issuer: string;
    /** How long a sign-in whose password was right waits for its second step. */
    pendingMinutes: number;
    /** Wrong codes one pending sign-in takes before the password is asked again. */
    codesPerPendingSignIn: number;
    /** Second-step attempts from an address and on an account, counted apart from the passwords'. */
    limits: AccountAttemptLimits;
  };
  /** Where people reach the console; links in emails start with it. */
  publicUrl: string;
  /** Passkeys (WebAuthn, ADR 0059): the relying party the browser binds them to. */
  webauthn: WebAuthnRelyingParty;
  mail: {
    /** SMTP server (`smtp://user:pass@host:587`); without it mail goes to the outbox table and the log. */
    smtpUrl: string | undefined;
    from: string;
    /**
     * A mail the server could not hand over is tried again after `retrySeconds`, doubling (with jitter) up to
     * `retryMaxSeconds`, `retries` times: by default about 25 hours in all (ADR 0079).
     */
    retrySeconds: number;
    retryMaxSeconds: number;
    retries: number;
  };
  jobs: {
    /** How often an idle worker of this process asks for jobs, at least 500 ms (ADR 0079). */
    pollMs: number;
    /** How often this process looks for scheduled jobs that are due, 1 to 45 seconds. */
    cronCheckSeconds: number;
    /** When expired sessions are swept (cron, UTC): hourly by default. */
    sweepExpiredCron: string;
    /** When the daily digest of notifications goes (cron, UTC): 09:00 by default (ADR 0080). */
    notificationDigestCron: string;
    /** When the coaster alerts are evaluated (cron, UTC): every minute by default (ADR 0086). */
    coasterAlertsCron: string;
    /** When staff's daily coaster lists go (cron, UTC): 08:00 by default (ADR 0086). */
    coasterDailyCron: string;
  };
  accountLimits: {
    windowMinutes: number;
    /** Sign-ups from one client address per window. */
    signUpPerIp: number;
    /** Reset requests from an address and for an account, so nobody floods a mailbox (ADR 0052). */
    resetRequests: AccountAttemptLimits;
    /** Token checks (verify-token, reset, verify-email) from one client address per window, each like sign-in. */
    tokenChecksPerIp: number;
  };
  uploads: {
    /** Folder of the stored images on disk, served read-only at `/uploads/`. */
    dir: string;
    /** Largest file accepted, in bytes. */
    maxBytes: number;
    /** Largest picture accepted, in pixels (width × height), so a small file cannot expand into gigabytes. */
    maxPixels: number;
    /** Where browsers fetch `{imageKey}/image.png` (a CDN, or `/uploads` on this server). */
    publicUrl: string;
  };
  /** Proxies whose X-Forwarded-* headers are believed (client IP for rate limits, Host for the origin check). */
  trustProxy: TrustedProxies;
  /** Send Strict-Transport-Security, so browsers only ever come back over HTTPS; on in production. */
  hsts: boolean;
  logLevel: string;
  /** An info line for every request and answer; off in production, where errors are still logged. */
  logRequests: boolean;
  /**
   * Check every answer against its contract with zod before writing it (a broken answer fails loudly); off in
   * production, where the contract's JSON schema alone decides what is written (ADR 0039).
   */
  checkAnswers: boolean;
  /**
   * `/api/docs` and `/api/openapi.json`: public outside production, admins only in production, where the map of
   * every route and field helps nobody but an attacker and the people running the server (ADR 0050).
   */
  apiDocs: ApiDocsAccess;
  /**
   * Debits of more coins than this wait for a second staff member's approval (ADR 0057); 0 sends every debit there.
   */
  debitApprovalAbove: number;
  /** Prometheus metrics (ADR 0060); both ways are off when unset, and never public. */
  metrics: {
    /** Serves `GET /api/metrics` to callers who send `Authorization: Bearer <token>`. */
    token: string | undefined;
    /** Serves `GET /metrics` on a port of its own, which only the monitoring network should reach. */
    port: number | undefined;
    /** Where that port listens; this machine only unless told otherwise. */
    host: string;
  };
  /** How the server stops on SIGTERM (ADR 0060). */
  shutdown: {
    /** Readiness answers 503 this long before the listener closes, so a proxy stops sending first. */
    delayMs: number;
    /** Requests and downloads in flight get this long to finish; what is left is then cut. */
    graceMs: number;
  };
  /** The device side (ADR 0049). */
  devices: {
    /**
     * The Ed25519 key (PKCS#8 PEM) that signs licence files; required in production. Without it the server makes
     * one at first start and keeps it in its database.
     */
    signingKey: string | undefined;
    /** How often a machine validates: the `nextCheckInAt` the server answers. */
    checkInSeconds: number;
    /** Activations from one address per 15 minutes. */
    activationsPerIp: number;
    /** How often the machines' heartbeats are written, in one statement for all; 0 writes each with its request. */
    callsFlushMs: number;
    /** How often each process looks for coaster statuses that moved, to tell open screens (ADR 0089); 0 never. */
    statusWatchMs: number;
    /** Machines on an app older than this are listed to staff daily (ADR 0086); unset: none. */
    minAppVersion: string | undefined;
  };
  /** API keys for other systems (ADR 0092). */
  apiKeys: {
    /**
     * The key of the HMAC-SHA256 that API key secrets are stored as (`API_KEY_SECRET`, at least 32 characters);
     * required in production. Without it the server makes one at first use and keeps it in its database.
     */
    secret: string | undefined;
    /** Calls one key may make per minute, across every process (`API_KEY_CALLS_PER_MINUTE`); 0 sets no limit. */
    callsPerMinute: number;
    /** When keys about to expire are warned of (cron, UTC, `API_KEY_EXPIRY_CRON`): hourly by default. */
    expiryWarningCron: string;
  };
  /** Webhooks (ADR 0093). */
  webhooks: {
    /**
     * Hosts a webhook may reach despite the address rules (`WEBHOOK_ALLOWED_HOSTS`, comma-separated), for tests and
     * development; a production start refuses any.
     */
    allowedHosts: string[];
    /**
     * Seconds to wait before each retry of a failed delivery (`WEBHOOK_RETRY_SCHEDULE`, such as `5s,5m,2h,1d`); each
     * wait gets up to a fifth more or less at random. The default spans about four days.
     */
    retrySchedule: number[];
  };
}

/** PostgreSQL connections of the server: the pool of ordinary requests and the CSV exports' own (ADR 0051). */
export interface DatabasePools {
  /** Connections of ordinary requests. */
  size: number;
  /** How long a query waits for a free connection of either pool before it fails (503 with Retry-After); 0 waits on. */
  waitMs: number;
  /** `statement_timeout` of ordinary requests; 0 sets none. */
  statementTimeoutMs: number;
  /** Connections of the CSV exports, apart from the others, so exports never take those of other work. */
  exportSize: number;
  /** `statement_timeout` of the exports' connections, long enough for a slow download of a large file; 0 sets none. */
  exportStatementTimeoutMs: number;
}

/** Who passkeys are made for and where their sign-ins may come from (ADR 0059). */
export interface WebAuthnRelyingParty {
  /** The domain a passkey is bound to (`WEBAUTHN_RP_ID`): the public address's host name by default. */
  id: string;
  /** The name a browser shows when it makes or offers a passkey (`WEBAUTHN_RP_NAME`, else `TOTP_ISSUER`'s). */
  name: string;
  /** Origins a browser's answer may come from: the public address's, and any `WEBAUTHN_ORIGINS` adds. */
  origins: string[];
}

type Env = Record<string, string | undefined>;

const loopbackAddresses = new Set(['127.0.0.1', '[::1]']);

/**
 * Browsers take no IP address as a relying party: a public address on this machine's loopback makes passkeys for
 * `localhost`, reached on the same port; outside production the Vite dev console's origin is accepted too.
 */
function webAuthnRelyingParty(env: Env, publicUrl: string, issuer: string, production: boolean): WebAuthnRelyingParty {
  const url = new URL(publicUrl);
  const loopback = loopbackAddresses.has(url.hostname);
  const localhost = loopback ? `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` : undefined;
  const extra = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  const origins = [url.origin, ...(localhost ? [localhost] : []), ...(production ? [] : ['http://localhost:5173'])];
  return {
    id: env.WEBAUTHN_RP_ID?.trim() || (loopback ? 'localhost' : url.hostname),
    name: env.WEBAUTHN_RP_NAME?.trim() || issuer,
    origins: [...new Set([...origins, ...extra])],
  };
}

/** Where the API serves the uploads folder. */
export const uploadsRoutePrefix = '/uploads';

const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '127.0.0.1';
  const port = readInteger(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = (env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  const issuer = env.TOTP_ISSUER?.trim() || 'Orbit Console';
  const demoData = readBoolean(env, 'DEMO_DATA', !production && !databaseUrl);
  return {
    production,
    demoData,
    demoMachines: demoData ? readInteger(env, 'DEMO_MACHINES', 3, { zero: true }) : 0,
    host,
    port,
    dataDir,
    databaseUrl,
    database: {
      size: readInteger(env, 'DATABASE_POOL_SIZE', 10),
      waitMs: readInteger(env, 'DATABASE_POOL_WAIT_MS', 3000, { zero: true }),
      statementTimeoutMs: readInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, { zero: true }),
      exportSize: readInteger(env, 'DATABASE_EXPORT_POOL_SIZE', 4),
      exportStatementTimeoutMs: readInteger(env, 'EXPORT_STATEMENT_TIMEOUT_MS', 600_000, { zero: true }),
    },
    debitApprovalAbove: readInteger(env, 'DEBIT_APPROVAL_ABOVE', 1000, { zero: true }),
    exports: {
      perUser: readInteger(env, 'EXPORTS_PER_USER', 2),
      writeTimeoutMs: readInteger(env, 'EXPORT_WRITE_TIMEOUT_MS', 30_000),
    },
    consoleDist: path.resolve(env.CONSOLE_DIST || defaultConsoleDist),
    firstScreenModule: env.FIRST_SCREEN_MODULE ? path.resolve(env.FIRST_SCREEN_MODULE) : undefined,
    session: {
      idleMinutes: readInteger(env, 'SESSION_IDLE_MINUTES', 30),
      maxHours: readInteger(env, 'SESSION_MAX_HOURS', 12),
      secureCookie: readBoolean(env, 'COOKIE_SECURE', production),
    },
    reauthenticationSeconds: readInteger(env, 'REAUTHENTICATION_SECONDS', 300),
    signInLimits: { windowMinutes: 15, perIp: 30, perAccountAndIp: 10, perAccount: 100, accountWindowMinutes: 60 },
    secondFactor: {
      requiredForStaff: readBoolean(env, 'REQUIRE_STAFF_SECOND_FACTOR', production),
      issuer,
      pendingMinutes: 5,
      codesPerPendingSignIn: 5,
      limits: { windowMinutes: 15, perIp: 30, perAccountAndIp: 10, perAccount: 20, accountWindowMinutes: 60 },
    },
    publicUrl,
    webauthn: webAuthnRelyingParty(env, publicUrl, issuer, production),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Orbit Console <no-reply@orbit.example>',
      retrySeconds: readInteger(env, 'MAIL_RETRY_SECONDS', 30),
      retryMaxSeconds: readInteger(env, 'MAIL_RETRY_MAX_SECONDS', 3_600),
      retries: readInteger(env, 'MAIL_RETRIES', 30),
    },
    jobs: {
      pollMs: Math.max(500, readInteger(env, 'JOB_POLL_MS', 1_000)),
      cronCheckSeconds: Math.min(45, Math.max(1, readInteger(env, 'JOB_CRON_CHECK_SECONDS', 30))),
      sweepExpiredCron: env.SWEEP_EXPIRED_CRON || '17 * * * *',
      notificationDigestCron: env.NOTIFICATION_DIGEST_CRON || '0 9 * * *',
      coasterAlertsCron: env.COASTER_ALERTS_CRON || '* * * * *',
      coasterDailyCron: env.COASTER_DAILY_CRON || '0 8 * * *',
    },
    accountLimits: {
      windowMinutes: 15,
      signUpPerIp: 10,
      resetRequests: { windowMinutes: 15, perIp: 10, perAccountAndIp: 3, perAccount: 10, accountWindowMinutes: 60 },
      tokenChecksPerIp: 30,
    },
    uploads: {
      dir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
      maxBytes: readInteger(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
      maxPixels: readInteger(env, 'UPLOAD_MAX_PIXELS', 40_000_000),
      publicUrl: (env.UPLOADS_PUBLIC_URL || uploadsRoutePrefix).replace(/\/+$/, ''),
    },
    trustProxy: readTrustedProxies(env.TRUST_PROXY),
    hsts: readBoolean(env, 'HSTS', production),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: readBoolean(env, 'LOG_REQUESTS', !production),
    checkAnswers: readBoolean(env, 'CHECK_ANSWERS', !production),
    apiDocs: readChoice(env, 'API_DOCS', apiDocsAccesses, production ? 'admin' : 'public'),
    metrics: {
      token: readMetricsToken(env.METRICS_TOKEN),
      port: env.METRICS_PORT ? readInteger(env, 'METRICS_PORT', 0) : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    shutdown: {
      delayMs: readInteger(env, 'SHUTDOWN_DELAY_MS', production ? 5_000 : 0, { zero: true }),
      graceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 25_000, { zero: true }),
    },
    devices: {
      signingKey: readKey(env.DEVICE_SIGNING_KEY),
      checkInSeconds: readInteger(env, 'DEVICE_CHECK_IN_SECONDS', 300),
      activationsPerIp: readInteger(env, 'DEVICE_ACTIVATIONS_PER_IP', 60),
      callsFlushMs: readInteger(env, 'DEVICE_CALLS_FLUSH_MS', 1000, { zero: true }),
      statusWatchMs: readInteger(env, 'COASTER_STATUS_WATCH_MS', 2000, { zero: true }),
      minAppVersion: env.MIN_APP_VERSION?.trim() || undefined,
    },
    apiKeys: {
      secret: readSecret(env, 'API_KEY_SECRET'),
      callsPerMinute: readInteger(env, 'API_KEY_CALLS_PER_MINUTE', 600, { zero: true }),
      expiryWarningCron: env.API_KEY_EXPIRY_CRON || '41 * * * *',
    },
    webhooks: {
      allowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
      retrySchedule: readDurations(env, 'WEBHOOK_RETRY_SCHEDULE', defaultWebhookRetrySchedule),
    },
  };
}

/** Waits between the attempts of a delivery, after the first: about four days in all (ADR 0093). */
const defaultWebhookRetrySchedule = '5s,5m,30m,2h,5h,10h,14h,20h,24h,24h';
const durationUnits: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/** A comma-separated list of durations (`5s,10m,2h,1d`) in seconds. */
function readDurations(env: Env, name: string, fallback: string): number[] {
  const raw = env[name]?.trim() || fallback;
  return raw.split(',').map((entry) => {
    const match = /^(\d+)([smhd])$/.exec(entry.trim());
    const [, amount, unit = 's'] = match ?? [];
    if (!match || Number(amount) <= 0) {
      throw new Error(`${name} must be a list of durations such as 5s,10m,2h,1d, got "${raw}"`);
    }
    return Number(amount) * (durationUnits[unit] ?? 1);
  });
}

/**
 * What keeps a production start from being safe; empty when it may start. A demo password or a plain cookie on a
 * real installation, or mail that goes nowhere, are refused rather than warned about.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.mail.smtpUrl) {
    problems.push('SMTP_URL is required: password reset and email verification links must reach people by mail.');
  }
  if (config.demoData) problems.push('DEMO_DATA=true is not allowed: demo accounts have a published password.');
  if (!config.session.secureCookie)
    problems.push('COOKIE_SECURE=false is not allowed: the session cookie must be Secure.');
  if (!config.publicUrl.startsWith('https://')) {
    problems.push('PUBLIC_URL must be the https:// address people use (links in mails start with it).');
  }
  if (!config.devices.signingKey) {
    problems.push(
      'DEVICE_SIGNING_KEY is required: the Ed25519 key (PKCS#8 PEM, or the path of its file) that signs licence files.',
    );
  }
  if (config.webhooks.allowedHosts.length > 0) {
    problems.push(
      'WEBHOOK_ALLOWED_HOSTS is not allowed: it lets webhooks reach addresses the rules refuse, for tests and development only.',
    );
  }
  if (!config.apiKeys.secret) {
    problems.push(
      'API_KEY_SECRET is required: the key (at least 32 random characters) that API key secrets are stored under.',
    );
  }
  return problems;
}

/** A server secret short enough to guess would protect nothing. */
function readSecret(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (value.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return value;
}

/** A token short enough to guess would open the metrics to anyone who tries. */
function readMetricsToken(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.length < 32) throw new Error('METRICS_TOKEN must be at least 32 characters long');
  return value;
}

/** A PEM given in the setting itself, or the path of a file holding it. */
function readKey(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  return value.startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');
}

function readTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = raw?.trim();
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe every X-Forwarded-For entry; give the number of proxies in front (for example 1) or their addresses (10.0.0.5,10.1.0.0/16)',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const prefixValid = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixValid) {
      throw new Error(`TRUST_PROXY must be a number of proxies or a list of addresses and ranges, got "${entry}"`);
    }
  }
  return entries;
}

function readInteger(env: Env, name: string, fallback: number, options: { zero?: boolean } = {}): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  const least = options.zero ? 0 : 1;
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a ${options.zero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  }
  return value;
}

function readChoice<Choice extends string>(
  env: Env,
  name: string,
  choices: readonly Choice[],
  fallback: Choice,
): Choice {
  const raw = env[name];
  if (!raw) return fallback;
  const choice = choices.find((candidate) => candidate === raw);
  if (!choice) throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return choice;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
