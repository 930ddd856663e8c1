export { FieldError, FieldHint, FieldLabel, FieldLabelText, FieldStack, fieldDescription } from './Field.tsx';
export type { FieldLabelProps, FieldMessageProps } from './Field.tsx';
