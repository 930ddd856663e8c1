export { NotificationPreferencesCard, type NotificationPreferencesCardProps } from './NotificationPreferencesCard.tsx';
