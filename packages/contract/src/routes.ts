import type { z } from 'zod';
import { countryListSchema } from './countries.ts';
import { currentUserSchema, signInRequestSchema, signOutResponseSchema } from './session.ts';

/** Who may call a route: anyone, any signed-in user, or staff only. */
export type RouteAccess = 'public' | 'signedIn' | 'staff';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify-style path (`/api/licenses/:key/notes`). */
  path: string;
  access: RouteAccess;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of the 2xx answer. */
  response: z.ZodType;
}

/** Every call of the API. The server registers exactly these; the client and the mocks use their paths and schemas. */
export const routes = {
  signIn: {
    method: 'POST',
    path: '/api/sign-in',
    access: 'public',
    summary: 'Sign in with email and password; sets the session cookie',
    body: signInRequestSchema,
    response: currentUserSchema,
  },
  signOut: {
    method: 'GET',
    path: '/api/sign-out',
    access: 'public',
    summary: 'End the current session',
    response: signOutResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    summary: 'The signed-in user',
    response: currentUserSchema,
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    access: 'public',
    summary: 'Every ISO 3166-1 country',
    response: countryListSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
