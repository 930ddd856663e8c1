export { BrandLogo, type BrandLogoProps, type BrandLogoSize } from './BrandLogo.tsx';
