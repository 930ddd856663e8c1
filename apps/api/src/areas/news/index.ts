/**
 * News for the public pages and the dashboard, and the staff pages that write it.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminNewsRoutes } from './admin-news-routes.ts';
export { createAdminNewsService } from './admin-news-service.ts';
export { newsRoutes } from './news-routes.ts';
export { createNewsService } from './news-service.ts';
