import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formattedMap, mapFile, readEndpoints, readPages } from './map.ts';

describe('docs/map.md', () => {
  it('is fresh', async () => {
    expect(readFileSync(mapFile, 'utf8')).toBe(await formattedMap());
  });

  it('follows the client page from its address to its repositories', () => {
    const pages = readPages();
    const clientPage = pages.find((page) => page.path === '/dash/admin/clients/:clientId');
    expect(clientPage?.module).toBe('apps/console/src/routes/admin/AdminClientRoute.tsx');
    expect(clientPage?.screens.map((screen) => screen.name)).toContain('AdminClientScreen');
    const hook = clientPage?.hooks.find((candidate) => candidate.name === 'useAdminUser');
    expect(hook?.endpoints).toEqual(['adminUser']);
    const endpoint = readEndpoints(pages).find((candidate) => candidate.name === 'adminUser');
    expect(endpoint).toMatchObject({
      method: 'GET',
      path: '/api/admin/users/:id',
      handler: { file: 'apps/api/src/areas/admin-users/admin-user-routes.ts' },
      services: [{ service: 'AdminUserService', method: 'get' }],
      repositories: [{ file: 'apps/api/src/areas/identity/admin-users-repository.ts' }],
    });
    expect(endpoint?.pages).toContain('/dash/admin/clients/:clientId');
  });

  it('gives every endpoint its handler, and shows a redirect as one', () => {
    const pages = readPages();
    expect(pages.find((page) => page.path === '/')?.redirectsTo).toBe('/dash');
    expect(readEndpoints(pages).filter((endpoint) => endpoint.handler === null)).toEqual([]);
  });
});
