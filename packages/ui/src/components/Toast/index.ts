export { Toast, ToastRegion, type ToastProps, type ToastRegionProps, type ToastTone } from './Toast.tsx';
