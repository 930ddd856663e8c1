import { countriesHandlers } from './handlers/countries.ts';
import { sessionHandlers, type SessionHandlerOptions } from './handlers/session.ts';

export { mockCountries, mockPassword, mockUsers } from './fixtures.ts';
export { mockError, mockRoute } from './respond.ts';
export { countriesHandlers, sessionHandlers };
export type { SessionHandlerOptions };

/** Every handler with its default answers; tests and stories put their own in front with `use()`. */
export function createHandlers(options: SessionHandlerOptions = {}) {
  return [...sessionHandlers(options), ...countriesHandlers()];
}
