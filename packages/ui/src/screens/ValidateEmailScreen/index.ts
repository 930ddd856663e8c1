export {
  ValidateEmailScreen,
  type ValidateEmailScreenProps,
  type ValidateEmailStatus,
} from './ValidateEmailScreen.tsx';
