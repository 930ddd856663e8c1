export { pageSearchKey, SearchBox, type SearchBoxProps } from './SearchBox.tsx';
