export { ToggleGroup, type ToggleGroupOption, type ToggleGroupProps, type ToggleGroupSize } from './ToggleGroup.tsx';
