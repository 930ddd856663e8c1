export { PublicPageLayout, type PublicPageLayoutProps } from './PublicPageLayout.tsx';
