export { LicenceActionsLegend, type LicenceActionsLegendProps } from './LicenceActionsLegend.tsx';
export { availableLicenceActions, licenceActionIcons, licenceActions, type LicenceAction } from './licenceActions.tsx';
