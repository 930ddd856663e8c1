export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  MailIcon,
  MenuIcon,
  PhoneIcon,
  SearchIcon,
  SignOutIcon,
  SortIcon,
  SpinnerIcon,
  SuccessIcon,
  WarningIcon,
  type IconProps,
} from './icons.tsx';
export { PencilIcon } from './icons.tsx';
export { BanIcon, InfinityIcon, LayersIcon, LockIcon, OfflineIcon, PlusIcon, SwapIcon } from './icons.tsx';
