import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** The scenario catalogue is small (docs/domain.md#constants-and-limits: ids 0 to 34, 100s and 200s); one page of 1000 holds it all. */
const catalogueLimit = 1000;

/** GET /api/admin/scenarios — every scenario, for the titles and pictures of the ones a licence holds. */
export function getScenarioCatalogue(signal?: AbortSignal) {
  return apiRequest('adminScenarios', { query: { limit: catalogueLimit }, signal });
}

export function scenarioCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'scenarios', 'catalogue'] as const,
    queryFn: ({ signal }) => getScenarioCatalogue(signal),
    select: (answer) => answer.results,
  });
}

export function useScenarioCatalogue(enabled = true) {
  return useQuery({ ...scenarioCatalogueQueryOptions(), enabled });
}
