export {
  MultiPicker,
  type MultiPickerOption,
  type MultiPickerProps,
  type MultiPickerSelection,
} from './MultiPicker.tsx';
