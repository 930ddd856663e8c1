export { pictureFilesIn, type PictureFiles } from './pictureFiles.ts';
export {
  Thumbnail,
  type ThumbnailFile,
  type ThumbnailLoading,
  type ThumbnailProps,
  type ThumbnailSources,
} from './Thumbnail.tsx';
