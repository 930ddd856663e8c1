export {
  NotificationsScreen,
  type NotificationsScreenFilter,
  type NotificationsScreenProps,
} from './NotificationsScreen.tsx';
