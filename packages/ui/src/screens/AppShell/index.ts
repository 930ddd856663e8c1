export { AppShell, type AppShellLink, type AppShellProps, type AppShellSection } from './AppShell.tsx';
export { dashNavigation, type DashNavigationOptions, type DashNavigationPaths } from './dashNavigation.ts';
