export { counterTone, TextArea, type TextAreaCounterTone, type TextAreaProps } from './TextArea.tsx';
