export {
  Link,
  LinkProvider,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProps,
  type LinkProviderProps,
  type LinkVariant,
} from './Link.tsx';
