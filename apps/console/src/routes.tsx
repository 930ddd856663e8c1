import { Navigate, type RouteObject } from 'react-router';
import { DashHomeRoute } from './routes/DashHomeRoute.tsx';
import { DashLayoutRoute } from './routes/DashLayoutRoute.tsx';
import { ErrorRoute } from './routes/ErrorRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';
import { SignInRoute } from './routes/SignInRoute.tsx';

/** The console's route table (spec §2); the browser and the tests build their routers from it. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/dash" replace /> },
  { path: '/sign-in', element: <SignInRoute /> },
  { path: '/dash', element: <DashLayoutRoute />, children: [{ index: true, element: <DashHomeRoute /> }] },
  { path: '/error', element: <ErrorRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];
