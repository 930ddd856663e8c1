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
export {
  ContentAdminScreen,
  type ContentAdminProps,
  type ContentAdminScreenProps,
  type ContentEditorState,
  type ContentItem,
} from './ContentAdminScreen.tsx';
