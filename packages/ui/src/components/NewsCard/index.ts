export { NewsCard, type NewsCardHeadingLevel, type NewsCardProps } from './NewsCard.tsx';
export { formatNewsDate, newestFirst, newsTextIn, type NewsImageUrls } from './newsText.ts';
