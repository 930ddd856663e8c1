export { ListFooter, type ListFooterProps, type ListFooterRange } from './ListFooter.tsx';
