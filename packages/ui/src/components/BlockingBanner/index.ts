export { BlockingBanner, type BlockingBannerProps } from './BlockingBanner.tsx';
