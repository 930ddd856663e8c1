export { NewsCard, type NewsCardHeadingLevel, type NewsCardProps } from './NewsCard.tsx';
export { formatNewsDate, newestFirst, newsTextIn } from './newsText.ts';
