export {
  DeviceStateBadge,
  deviceStateTones,
  type DeviceStateBadgeDevice,
  type DeviceStateBadgeProps,
} from './DeviceStateBadge.tsx';
