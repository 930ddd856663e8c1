import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  host: string;
  port: number;
  /** Folder of the embedded database (and, later, uploaded files) when no DATABASE_URL is set. */
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
  /** Honour X-Forwarded-* from a load balancer in front (client IP for rate limits, Host for the origin check). */
  trustProxy: boolean;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

const defaultConsoleDist = fileURLToPath(new URL('../../console/dist', import.meta.url));

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    host: env.HOST || '127.0.0.1',
    port: readInteger(env, 'PORT', 3000),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    consoleDist: path.resolve(env.CONSOLE_DIST || defaultConsoleDist),
    session: {
      idleMinutes: readInteger(env, 'SESSION_IDLE_MINUTES', 30),
      maxHours: readInteger(env, 'SESSION_MAX_HOURS', 12),
      secureCookie: readBoolean(env, 'COOKIE_SECURE', production),
    },
    signInLimits: { windowMinutes: 15, perIp: 30, perEmail: 10 },
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
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
