export { ChartPlaceholder, type ChartPlaceholderProps } from './ChartPlaceholder.tsx';
