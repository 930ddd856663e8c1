import { http, HttpResponse } from 'msw';
import type { ErrorResponse, RouteDefinition } from '@orbit/contract';
import type { z } from 'zod';

type Answer<R extends RouteDefinition> = z.infer<R['response']>;
type Resolver<R extends RouteDefinition> = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Answer<R> | HttpResponse<ErrorResponse> | Promise<Answer<R> | HttpResponse<ErrorResponse>>;

const methods = { GET: http.get, POST: http.post, PATCH: http.patch, PUT: http.put, DELETE: http.delete } as const;

/** A handler for one contract route whose answer must have the route's response type; any origin matches. */
export function mockRoute<R extends RouteDefinition>(route: R, resolve: Resolver<R>) {
  return methods[route.method](`*${route.path}`, async ({ request, params }) => {
    const answer = await resolve({ request, params });
    return answer instanceof HttpResponse ? answer : HttpResponse.json(answer as never);
  });
}

/** An error answer in the API's one error shape. */
export function mockError(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json<ErrorResponse>(errors ? { message, errors } : { message }, { status });
}
