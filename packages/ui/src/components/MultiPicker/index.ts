export { MultiPicker, type MultiPickerOption, type MultiPickerProps } from './MultiPicker.tsx';
