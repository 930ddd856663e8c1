export {
  FieldError,
  FieldHint,
  FieldLabel,
  StyledFieldLabelText,
  StyledFieldStack,
  fieldDescription,
} from './Field.tsx';
export type { FieldLabelProps, FieldMessageProps } from './Field.tsx';
