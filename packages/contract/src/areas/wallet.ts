import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  bigmacIndexParamsSchema,
  bigmacIndexSchema,
  walletRecordsQuerySchema,
  walletRecordsResponseSchema,
} from '../wallet.ts';

/*
 * The area "Wallet" of the API (its tag in openapi.ts): the client's coin records and prices.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const walletEndpoints = {
  walletRecords: {
    method: 'GET',
    path: '/api/wallet-records',
    access: 'signedIn',
    keyScope: 'wallet:read',
  },
  bigmacIndex: {
    method: 'GET',
    path: '/api/bigmac-index/:countryId',
    access: 'signedIn',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const walletRoutes = /* @__PURE__ */ defineRoutes(walletEndpoints, {
  walletRecords: {
    summary: "The user's coin records, newest first, with the wallet balance",
    query: walletRecordsQuerySchema,
    response: walletRecordsResponseSchema,
  },
  bigmacIndex: {
    summary: 'Coins a Big Mac costs in a country',
    params: bigmacIndexParamsSchema,
    response: bigmacIndexSchema,
  },
});
