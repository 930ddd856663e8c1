import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { CloseIcon, SearchIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { StyledFieldLabelText, StyledFieldStack } from '../Field/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/**
 * The key that takes the focus to a page's search. The page's search box (or a filter bar, for its first field)
 * announces it with `aria-keyshortcuts={pageSearchKey}`; the app listens for it once.
 */
export const pageSearchKey = '/';

export interface SearchBoxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> {
  /** Accessible name of the search input, such as "Search licences". */
  label: string;
  /** Shows the label above the input; by default it is only read by assistive technology. */
  showLabel?: boolean;
  /** The current search text. */
  value: string;
  /** Called with the new search text: after `debounceMs` of quiet typing, at once on clear or Enter. */
  onChange: (value: string) => void;
  /** Waits this many milliseconds after the last keystroke before calling `onChange`; 0 calls it on every keystroke. */
  debounceMs?: number;
}

const StyledControl = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding-inline-start: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};

  &:has(input:focus-visible) {
    ${focusRing()}
  }

  & > svg {
    flex: none;
    font-size: ${vars.size.iconSm};
  }

  & > button {
    margin-inline-end: ${vars.space[1]};
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[2]} 0;
  border: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};

  &:focus {
    outline: none;
  }

  &::-webkit-search-cancel-button {
    appearance: none;
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** A search input with a clear button; optionally waits for a pause in typing before searching. */
export function SearchBox({
  label,
  showLabel = false,
  value,
  onChange,
  debounceMs = 0,
  id,
  disabled,
  onKeyDown,
  ...inputProps
}: SearchBoxProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const onChangeRef = useRef(onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new value from the parent (such as a reset) replaces what is typed.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function emit(next: string) {
    clearTimeout(timer.current);
    if (next !== value) onChangeRef.current(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setText(next);
    if (debounceMs <= 0) {
      emit(next);
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChangeRef.current(next), debounceMs);
  }

  function clear() {
    setText('');
    emit('');
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') emit(text);
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      clear();
    }
  }

  return (
    <StyledFieldStack>
      {showLabel ? (
        <StyledFieldLabelText htmlFor={inputId}>{label}</StyledFieldLabelText>
      ) : (
        <VisuallyHidden>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden>
      )}
      <StyledControl>
        <SearchIcon />
        <StyledInput
          {...inputProps}
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          disabled={disabled}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        {text !== '' && !disabled && (
          <IconButton label={t('searchBox.clear')} icon={<CloseIcon />} size="sm" onClick={clear} />
        )}
      </StyledControl>
    </StyledFieldStack>
  );
}
