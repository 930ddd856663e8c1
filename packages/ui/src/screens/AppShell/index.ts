export { AppShell, type AppShellLink, type AppShellProps, type AppShellSection } from './AppShell.tsx';
