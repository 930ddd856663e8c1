import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import type { CountryService } from './country-service.ts';

export function countryRoutes(registerRoute: RegisterRoute, deps: { countries: CountryService }): void {
  registerRoute(routes.countries, () => deps.countries.list());
}
