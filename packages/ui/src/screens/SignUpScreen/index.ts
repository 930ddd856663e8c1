export { SignUpScreen, type SignUpCountry, type SignUpScreenProps, type SignUpValues } from './SignUpScreen.tsx';
