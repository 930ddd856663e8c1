import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages, routes } from '@orbit/contract';
import { AppError } from '../http/app-error.ts';

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET routes that still change state (the contract keeps sign-out a GET). */
const stateChangingGets = new Set<string>([routes.signOut.path]);

/**
 * Defence against cross-site request forgery on top of SameSite=Lax: a state-changing request that the browser
 * marks as cross-site, or whose Origin is not this host, is rejected before any handler runs.
 */
export function registerCrossSiteProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const changesState =
      stateChangingMethods.has(request.method) ||
      (request.method === 'GET' && stateChangingGets.has(request.routeOptions.url ?? ''));
    if (changesState && isCrossSite(request)) throw new AppError(403, errorMessages.crossSite);
  });
}

/**
 * A fetch() or XHR of a page of this very origin, by the browser's fetch metadata. Links, images, forms and
 * typed-in addresses are navigations or no-cors loads and fail this, wherever they come from (ADR 0021).
 */
export function isSameOriginFetch(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  const mode = request.headers['sec-fetch-mode'];
  const destination = request.headers['sec-fetch-dest'];
  return site === 'same-origin' && (mode === 'cors' || mode === 'same-origin') && destination === 'empty';
}

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const originUrl = new URL(origin);
    // Parsing the Host with the origin's scheme drops default ports on both sides alike.
    return originUrl.host !== new URL(`${originUrl.protocol}//${request.host}`).host;
  } catch {
    // "null" or garbage: an opaque origin is never this site.
    return true;
  }
}
