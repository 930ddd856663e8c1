import { useId, useState } from 'react';
import { useTranslation } from '@orbit/i18n';
import { EyeIcon, EyeOffIcon } from '../../icons/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Which password the browser should fill: the current one to sign in, a new one to sign up or reset. */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, autoComplete = 'current-password', disabled, ...fieldProps }: PasswordFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...fieldProps}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      spellCheck={false}
      autoCapitalize="off"
      endAdornment={
        <IconButton
          label={visible ? t('passwordField.hide') : t('passwordField.show')}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          size="sm"
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((current) => !current)}
        />
      }
    />
  );
}
