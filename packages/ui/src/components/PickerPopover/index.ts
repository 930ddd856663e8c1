export { StyledPickerAnchor, PickerPopover, usePickerPopover, type PickerPopoverProps } from './PickerPopover.tsx';
