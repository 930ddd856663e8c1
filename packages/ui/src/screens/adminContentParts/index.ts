export {
  ActiveSwitch,
  ContentAdminPage,
  ContentThumbnail,
  contentSearchDebounceMs,
  reasonOf,
  StyledCellText,
  StyledRowActions,
  useToasts,
  type ContentAdminPageProps,
} from './adminContentParts.tsx';
