export { NewsList, type NewsListLayout, type NewsListProps } from './NewsList.tsx';
