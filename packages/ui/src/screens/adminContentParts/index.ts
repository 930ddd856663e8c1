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
  useToasts,
  type ContentAdminPageProps,
  type ContentTableViewProps,
} from './adminContentParts.tsx';
