export { LicenseMachineStatus, type LicenseMachineStatusProps } from './LicenseMachineStatus.tsx';
