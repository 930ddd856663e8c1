export { LicenseActionsLegend, type LicenseActionsLegendProps } from './LicenseActionsLegend.tsx';
export { availableLicenseActions, licenseActionIcons, licenseActions, type LicenseAction } from './licenseActions.tsx';
