export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
  type ResetPasswordStatus,
  type ResetPasswordValues,
} from './ResetPasswordScreen.tsx';
