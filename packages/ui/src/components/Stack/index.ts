export {
  Stack,
  type StackAlign,
  type StackDirection,
  type StackGap,
  type StackJustify,
  type StackProps,
} from './Stack.tsx';
