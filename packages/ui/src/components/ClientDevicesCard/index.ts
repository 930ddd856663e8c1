export {
  availableDeviceActions,
  ClientDevicesCard,
  type ClientDevicesCardProps,
  type DeviceAction,
} from './ClientDevicesCard.tsx';
