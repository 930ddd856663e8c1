import { useState, type ComponentType } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { vars } from '../../theme/vars.ts';

/** The props of a controlled picker that its story keeps in state. */
interface ControlledValueProps {
  value: unknown;
  onChange: (value: never) => void;
}

/**
 * `Picker` keeping its value in state, as a form would, and reporting every change to the story's `onChange`
 * spy; the story's `value` is only the first one.
 */
export function withPickerState<Props extends ControlledValueProps>(Picker: ComponentType<Props>) {
  return function StatefulPicker(props: Props) {
    const [value, setValue] = useState<Props['value']>(props.value);
    const reportChange = props.onChange as (value: Props['value']) => void;
    return (
      <Picker
        {...props}
        value={value}
        onChange={(next: Props['value']) => {
          setValue(next);
          reportChange(next);
        }}
      />
    );
  };
}

/** Shows a picker's story at the width of a form field. */
export const formWidthDecorator: Decorator = (Story) => (
  <div style={{ maxWidth: vars.size.formWidth }}>
    <Story />
  </div>
);
