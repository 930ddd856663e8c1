import { http, HttpResponse } from 'msw';
import { csvTotalCountHeader } from '@orbit/contract';
import type { ErrorResponse, RouteDefinition } from '@orbit/contract';
import { csvRecordEnd, csvRow } from '@orbit/domain';
import type { z } from 'zod';

type Answer<R extends RouteDefinition> = z.infer<R['response']>;
type Resolver<R extends RouteDefinition> = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Answer<R> | HttpResponse<ErrorResponse> | Promise<Answer<R> | HttpResponse<ErrorResponse>>;

const methods = { GET: http.get, POST: http.post, PATCH: http.patch, PUT: http.put, DELETE: http.delete } as const;

/**
 * A handler for one contract route whose answer must have the route's response type, sent with the route's success
 * status (201 where the contract says so, as the server does); any origin matches.
 */
export function mockRoute<R extends RouteDefinition>(route: R, resolve: Resolver<R>) {
  const status = route.successStatus ?? 200;
  return methods[route.method](`*${route.path}`, async ({ request, params }) => {
    const answer = await resolve({ request, params });
    return answer instanceof HttpResponse ? answer : HttpResponse.json(answer as never, { status });
  });
}

/** An error answer in the API's one error shape. */
export function mockError(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json<ErrorResponse>(errors ? { message, errors } : { message }, { status });
}

/** A CSV export as the mocks answer it: the records after the skipped ones, header first, and the server's headers. */
export interface MockCsv {
  fileName: string;
  /** Rows of the whole report, skipped ones included. */
  total: number;
  header: readonly string[];
  rows: readonly (readonly (string | number | null)[])[];
}

type CsvResolver = (info: {
  request: Request;
}) => MockCsv | HttpResponse<ErrorResponse> | Promise<MockCsv | HttpResponse<ErrorResponse>>;

/** A handler for a CSV export of the contract (ADR 0026): text/csv written by the same rule as the server's. */
export function mockCsvRoute(route: RouteDefinition, resolve: CsvResolver) {
  return methods[route.method](`*${route.path}`, async ({ request }) => {
    const answer = await resolve({ request });
    if (answer instanceof HttpResponse) return answer;
    const text = [answer.header, ...answer.rows].map((cells) => `${csvRow(cells)}${csvRecordEnd}`).join('');
    return new HttpResponse(text, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${answer.fileName}"`,
        [csvTotalCountHeader]: String(answer.total),
      },
    });
  });
}
