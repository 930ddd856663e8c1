export { OfflineNotice } from './OfflineNotice.tsx';
export { useOnline } from './useOnline.ts';
