export {
  ResetPasswordRequestScreen,
  type ResetPasswordRequestScreenProps,
  type ResetPasswordRequestValues,
} from './ResetPasswordRequestScreen.tsx';
