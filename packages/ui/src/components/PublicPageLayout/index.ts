export { PublicPageLayout, type PublicPageLayoutProps, type PublicPageVariant } from './PublicPageLayout.tsx';
