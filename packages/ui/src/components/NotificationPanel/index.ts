export { NotificationPanel, type NotificationPanelProps } from './NotificationPanel.tsx';
export { NotificationList, type NotificationListProps } from './NotificationList.tsx';
export { notificationText } from './notificationText.ts';
