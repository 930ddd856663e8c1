export {
  useContentRowColumns,
  type ContentRow,
  type ContentRowColumnsOptions,
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
