import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DelayedLoader } from '@orbit/ui';

/** A screen loaded when first visited, so a page downloads only the code it shows (scripts/bench-bundle.ts). */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SignInRoute = screen(() => import('./routes/SignInRoute.tsx'), 'SignInRoute');
const DashLayoutRoute = screen(() => import('./routes/DashLayoutRoute.tsx'), 'DashLayoutRoute');
const DashHomeRoute = screen(() => import('./routes/DashHomeRoute.tsx'), 'DashHomeRoute');
const ErrorRoute = screen(() => import('./routes/ErrorRoute.tsx'), 'ErrorRoute');
const NotFoundRoute = screen(() => import('./routes/NotFoundRoute.tsx'), 'NotFoundRoute');

/** Shows a screen once its code has arrived, with the delayed loader of spec §9 meanwhile. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoader layout="block" />}>{children}</Suspense>;
}

/**
 * The console's routes (spec §2). Declarative routes keep react-router's data-router code out of the bundle;
 * every screen fetches its own data with the api-client hooks.
 */
export function AppRoutes() {
  return (
    <Loading>
      <Routes>
        <Route path="/" element={<Navigate to="/dash" replace />} />
        <Route path="/sign-in" element={<SignInRoute />} />
        <Route path="/dash" element={<DashLayoutRoute />}>
          <Route index element={<DashHomeRoute />} />
        </Route>
        <Route path="/error" element={<ErrorRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Loading>
  );
}
