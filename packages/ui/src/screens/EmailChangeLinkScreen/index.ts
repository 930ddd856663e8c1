export {
  EmailChangeLinkScreen,
  type EmailChangeLinkAction,
  type EmailChangeLinkScreenProps,
  type EmailChangeLinkStatus,
} from './EmailChangeLinkScreen.tsx';
