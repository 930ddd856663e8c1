export { DensityToggle, densities, type Density, type DensityToggleProps } from './DensityToggle.tsx';
