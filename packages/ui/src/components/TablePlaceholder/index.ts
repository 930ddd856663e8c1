export { TablePlaceholder, type TablePlaceholderProps } from './TablePlaceholder.tsx';
