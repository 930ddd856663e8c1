export { ApiError, apiRequest, clientErrorMessages, configureApiClient } from './client.ts';
export type { ApiClientConfig, RequestInput, RouteResponse } from './client.ts';
export { createQueryClient } from './query-client.ts';
export { getMe, meQueryKey, meQueryOptions, useMe } from './session/me.ts';
export { signIn, useSignIn } from './session/sign-in.ts';
export { signOut, useSignOut } from './session/sign-out.ts';
export { countriesQueryOptions, getCountries, useCountries } from './countries/countries.ts';
