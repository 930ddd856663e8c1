import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  host: string;
  port: number;
  /** Folder of the embedded database (when no DATABASE_URL is set) and, by default, of uploaded images. */
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Built console to serve at `/`; skipped when the folder does not exist. */
  consoleDist: string;
  session: {
    idleMinutes: number;
    maxHours: number;
    /** Secure cookie with the `__Host-` prefix; on in production. */
    secureCookie: boolean;
  };
  signInLimits: {
    windowMinutes: number;
    perIp: number;
    perEmail: number;
  };
  /** Where people reach the console; links in emails start with it. */
  publicUrl: string;
  mail: {
    /** SMTP server (`smtp://user:pass@host:587`); without it mail goes to the outbox table and the log. */
    smtpUrl: string | undefined;
    from: string;
  };
  accountLimits: {
    windowMinutes: number;
    /** Sign-ups from one client address per window. */
    signUpPerIp: number;
    /** Reset requests from one client address per window. */
    resetPerIp: number;
    /** Reset requests for one email address per window, so nobody floods a mailbox. */
    resetPerEmail: number;
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
  /** Honour X-Forwarded-* from a load balancer in front (client IP for rate limits, Host for the origin check). */
  trustProxy: boolean;
  logLevel: string;
  /** An info line for every request and answer; off in production, where errors are still logged. */
  logRequests: boolean;
}

type Env = Record<string, string | undefined>;

/** Where the API serves the uploads folder. */
export const uploadsRoutePrefix = '/uploads';

const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '127.0.0.1';
  const port = readInteger(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  return {
    host,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    consoleDist: path.resolve(env.CONSOLE_DIST || defaultConsoleDist),
    session: {
      idleMinutes: readInteger(env, 'SESSION_IDLE_MINUTES', 30),
      maxHours: readInteger(env, 'SESSION_MAX_HOURS', 12),
      secureCookie: readBoolean(env, 'COOKIE_SECURE', production),
    },
    signInLimits: { windowMinutes: 15, perIp: 30, perEmail: 10 },
    publicUrl: (env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Orbit Console <no-reply@orbit.example>',
    },
    accountLimits: { windowMinutes: 15, signUpPerIp: 10, resetPerIp: 10, resetPerEmail: 3 },
    uploads: {
      dir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
      maxBytes: readInteger(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
      maxPixels: readInteger(env, 'UPLOAD_MAX_PIXELS', 40_000_000),
      publicUrl: (env.UPLOADS_PUBLIC_URL || uploadsRoutePrefix).replace(/\/+$/, ''),
    },
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: readBoolean(env, 'LOG_REQUESTS', !production),
  };
}

function readInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
