import { Navigate, type RouteObject } from 'react-router';

/**
 * The console's route table (spec §2); the browser and the tests build their routers from it. Each screen is
 * loaded when first visited, so a page downloads only the code it shows (scripts/bench-bundle.ts measures it).
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dash" replace /> },
  { path: '/sign-in', lazy: async () => ({ Component: (await import('./routes/SignInRoute.tsx')).SignInRoute }) },
  {
    path: '/dash',
    lazy: async () => ({ Component: (await import('./routes/DashLayoutRoute.tsx')).DashLayoutRoute }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/DashHomeRoute.tsx')).DashHomeRoute }) },
    ],
  },
  { path: '/error', lazy: async () => ({ Component: (await import('./routes/ErrorRoute.tsx')).ErrorRoute }) },
  { path: '*', lazy: async () => ({ Component: (await import('./routes/NotFoundRoute.tsx')).NotFoundRoute }) },
];
