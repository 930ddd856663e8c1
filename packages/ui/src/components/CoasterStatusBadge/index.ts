export { CoasterStatusBadge, coasterStatusTones, type CoasterStatusBadgeProps } from './CoasterStatusBadge.tsx';
