import {
  errorMessages,
  licenseActivationsQuerySchema,
  licenseConsumptionsQuerySchema,
  routes,
  updateLicenseNotesRequestSchema,
  walletConsumptionsRequestSchema,
} from '@orbit/contract';
import { mockConsumptions, mockLicenses } from '../fixtures/client-area.ts';
import { licenseDeviceOf } from '../fixtures/devices.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, calendarRange, consumptionList, parseOrReject, queryOf } from './client-area-helpers.ts';
import { createDeviceStore, type MockDeviceStore } from './devices.ts';

/**
 * The mock client's licences and rides; notes changes last as long as the handlers. Each licence shows its machine
 * from `devices`, so a machine staff free or revoke shows so in the client's list too.
 */
export function licensesHandlers({ devices = createDeviceStore() }: { devices?: MockDeviceStore } = {}) {
  const licenses = mockLicenses.map((license) => ({ ...license }));
  const findLicense = (key: unknown) => licenses.find((license) => license.key === key);
  const notFound = () => mockError(404, errorMessages.notFound);

  return [
    mockRoute(routes.licenseActivations, ({ request }) => {
      const query = parseOrReject(licenseActivationsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { limit, offset } = query.data;
      const results = licenses
        .slice(offset, offset + limit)
        .map((license) => ({ ...license, device: licenseDeviceOf(devices.devices, license) }));
      return { results, meta: { count: licenses.length, limit, offset } };
    }),

    mockRoute(routes.licenseConsumptions, ({ request, params }) => {
      const license = findLicense(params.key);
      if (!license) return notFound();
      const query = parseOrReject(licenseConsumptionsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { referenceStartDate, referenceEndDate, rangeKind, limit, offset } = query.data;
      const range = rangeKind
        ? calendarRange(new Date(referenceStartDate), rangeKind)
        : { startAt: new Date(referenceStartDate), endAt: new Date(referenceEndDate ?? referenceStartDate) };
      const rides = mockConsumptions.filter((ride) => ride.licenseKey === license.key);
      return consumptionList(rides, range, { limit, offset });
    }),

    mockRoute(routes.updateLicenseNotes, async ({ request, params }) => {
      const license = findLicense(params.key);
      if (!license) return notFound();
      const body = parseOrReject(updateLicenseNotesRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      license.notes = body.data.notes;
      return { ...license, device: licenseDeviceOf(devices.devices, license) };
    }),

    mockRoute(routes.walletConsumptions, async ({ request }) => {
      const body = parseOrReject(walletConsumptionsRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { licenseKey, startAt, endAt, limit, offset } = body.data;
      if (licenseKey && !findLicense(licenseKey)) return notFound();
      const rides = mockConsumptions.filter((ride) => !licenseKey || ride.licenseKey === licenseKey);
      return consumptionList(rides, { startAt: new Date(startAt), endAt: new Date(endAt) }, { limit, offset });
    }),
  ];
}
