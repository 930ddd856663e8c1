import { routes } from '@orbit/contract';
import { mockCountries } from '../fixtures.ts';
import { mockRoute } from '../respond.ts';

export function countriesHandlers() {
  return [mockRoute(routes.countries, () => mockCountries)];
}
