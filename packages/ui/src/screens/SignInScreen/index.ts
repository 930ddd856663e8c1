export { preloadSignInNews, SignInScreen, type SignInScreenProps, type SignInValues } from './SignInScreen.tsx';
