export {
  Thumbnail,
  type ThumbnailFile,
  type ThumbnailLoading,
  type ThumbnailProps,
  type ThumbnailSources,
} from './Thumbnail.tsx';
