export {
  ScreenHeader,
  ScreenTitle,
  type ScreenHeaderProps,
  type ScreenTitleLeading,
  type ScreenTitleProps,
} from './ScreenHeader.tsx';
