import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { Components, VirtuosoHandle } from 'react-virtuoso';
import styled from 'styled-components';
import { normalizeForSearch } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { StyledPickerAnchor, usePickerPopover } from '../PickerPopover/index.ts';
import { virtualLists } from '../DataTable/virtualLists.ts';
import { FieldError, FieldHint, FieldLabel, StyledFieldStack, fieldDescription } from '../Field/index.ts';
import { IconButton } from '../IconButton/index.ts';

/** One choice of a MultiPicker. */
export interface MultiPickerOption {
  /** What `onChange` receives, such as a client id. */
  value: string;
  /** What the person reads and searches, such as the client's name. */
  label: string;
  /** A second line that is searched too, such as the client's email. */
  description?: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface MultiPickerProps {
  /** Visible label and accessible name of the search box. */
  label: string;
  /** The choices, in the order shown. */
  options: readonly MultiPickerOption[];
  /** Values of the chosen options, in the order they were chosen. */
  value: readonly string[];
  /** Called with the new list of chosen values. */
  onChange: (value: string[]) => void;
  /** The most options that may be chosen; further options are disabled once it is reached. */
  max?: number;
  /** Text shown in the empty search box. */
  placeholder?: string;
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message; marks the field invalid and is read with it. */
  error?: string;
  /** Shows the required asterisk and tells assistive technology. */
  required?: boolean;
  /** Greys the field out and ignores input. */
  disabled?: boolean;
  /** Id of the search box. */
  id?: string;
  /** `single` keeps one choice: picking another option replaces it and closes the list. */
  selection?: MultiPickerSelection;
  /** Shows at most this many chips; `moreChosenLabel` stands for the others (a report may hold thousands). */
  chipLimit?: number;
  /** The text standing for the chips not shown, such as "+12 more"; used with `chipLimit`. */
  moreChosenLabel?: (hidden: number) => string;
}

/** Whether a MultiPicker keeps several choices or one. */
export type MultiPickerSelection = 'multiple' | 'single';

/** What the search looks in for each option: its label and description, in lower case without accents. */
export function searchTextsOf(options: readonly MultiPickerOption[]): string[] {
  return options.map((option) => normalizeForSearch(`${option.label}\n${option.description ?? ''}`));
}

/**
 * The options whose label or description contain the query, accents and case aside (as `matchesSearch` does).
 * `searchTexts` (from `searchTextsOf`) lets a picker fold its options once rather than on every keystroke.
 */
export function filterOptions(
  options: readonly MultiPickerOption[],
  query: string,
  searchTexts: readonly string[] = searchTextsOf(options),
): readonly MultiPickerOption[] {
  const needle = normalizeForSearch(query.replace(/\*/g, '').trim());
  if (!needle) return options;
  const found = options.filter((_, index) => searchTexts[index]?.includes(needle));
  // The same list when every option matches ("c" of "client"), so a virtual list need not lay it out anew.
  return found.length === options.length ? options : found;
}

/** The chosen values after the person toggles `value`; unchanged when the cap forbids adding it. */
export function toggleValue(chosen: readonly string[], value: string, max?: number): string[] {
  if (chosen.includes(value)) return chosen.filter((item) => item !== value);
  if (max !== undefined && chosen.length >= max) return [...chosen];
  return [...chosen, value];
}

/** The next index from `from` in `step` direction whose entry is enabled, wrapping around; -1 when none is. */
export function nextEnabledIndex(enabled: readonly boolean[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= enabled.length; offset += 1) {
    const index = (((from + step * offset) % enabled.length) + enabled.length) % enabled.length;
    if (enabled[index]) return index;
  }
  return -1;
}

/**
 * The enabled index about `distance` entries from `from` in `step` direction, stopping at the list's end rather than
 * wrapping (PageUp, PageDown); the nearest enabled entry back towards `from` when none is further; -1 when none is.
 */
export function pageEnabledIndex(enabled: readonly boolean[], from: number, step: 1 | -1, distance: number): number {
  const last = enabled.length - 1;
  const target = Math.min(Math.max(from + step * distance, 0), last);
  for (let index = target; index >= 0 && index <= last; index += step) if (enabled[index]) return index;
  for (let index = target - step; index >= 0 && index <= last; index -= step) if (enabled[index]) return index;
  return -1;
}

/** Lists longer than this render only the rows in view; shorter ones render whole. */
const virtualFrom = 60;
/** Rows the list shows at most, and how far PageUp and PageDown move. */
const shownRows = 6;
/** Rows a virtual list renders before it is measured (and where it cannot be, as in tests): what it shows, and two. */
const initialRenderCount = shownRows + 2;
/**
 * How far past the window the virtual list draws rows, in chunks (react-virtuoso's `overscan`): about six rows, so that
 * most moves of the arrows scroll rows already drawn instead of drawing the list again at each key.
 */
const overscanPixels = 240;

const StyledControl = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding: ${vars.space[1]} ${vars.space[3]} ${vars.space[1]} ${vars.space[1]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  cursor: text;

  &:has(input:focus-visible) {
    ${focusRing()}
  }

  &[data-invalid] {
    border-color: ${vars.color.errorText};
  }

  &[data-disabled] {
    background: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }

  & > svg {
    flex: none;
    font-size: ${vars.size.iconSm};
  }
`;

/** Chips and the search box, wrapping onto more lines as chips are added. */
const StyledValues = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const StyledChips = styled.ul`
  display: contents;
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding-inline-start: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSelected};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.text};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &[data-more] {
    min-height: ${vars.size.controlSm};
    padding-inline: ${vars.space[2]};
    background: transparent;
    color: ${vars.color.textMuted};
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: ${vars.space[16]};
  min-height: ${vars.size.controlSm};
  padding: 0 ${vars.space[2]};
  border: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text};

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledPopup = styled.div`
  z-index: ${vars.zIndex.overlay};
  /* Six rows, or less when usePopoverPosition finds less room in the window. */
  max-height: min(calc(${vars.size.controlMd} * ${shownRows}), var(--popover-available-height, 100vh));
  overflow-y: auto;
  padding: ${vars.space[1]};

  /* A virtual list scrolls itself, so the popup has a height rather than grows with its rows. */
  &[data-virtual] {
    display: flex;
    height: min(calc(${vars.size.controlMd} * ${shownRows}), var(--popover-available-height, 100vh));
    overflow: hidden;
  }

  &[data-virtual] > * {
    flex: 1;
  }
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  /* Closed, it takes no room; [data-virtual] would show it otherwise. */
  &[hidden] {
    display: none;
  }

  /* Once the window places it, the closed list stays laid out where it would open, only invisible (see the picker). */
  &[hidden][data-placed] {
    display: block;
    visibility: hidden;
  }

  &[hidden][data-placed][data-virtual] {
    display: flex;
  }
`;

const StyledListbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledOption = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.text};
  cursor: pointer;

  &:hover,
  &[data-active] {
    background: ${vars.color.surfaceMuted};
  }

  &[data-active] {
    box-shadow: inset 0 0 0 ${vars.size.focusRing} ${vars.color.focus};
  }

  &[aria-disabled='true'] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledCheck = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.iconSm};
  height: ${vars.size.iconSm};
  margin-top: calc((${vars.lineHeight.snug} * 1em - ${vars.size.iconSm}) / 2);
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.onPrimary};

  [aria-selected='true'] > & {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  [aria-disabled='true'] > & {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceMuted};
  }
`;

const StyledOptionText = styled.span`
  display: flex;
  flex-direction: column;

  & > span:last-child:not(:first-child) {
    font-size: ${vars.fontSize.xs};
    color: ${vars.color.textMuted};
  }

  [aria-disabled='true'] & > span:last-child:not(:first-child) {
    color: ${vars.color.textDisabled};
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledCapMessage = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.feedback.warning.text};

  &:empty {
    display: none;
  }
`;

/** What an option's element receives: its ARIA state and its press. */
interface OptionProps {
  id: string;
  role: 'option';
  tabIndex: -1;
  'aria-selected': boolean;
  'aria-disabled': true | undefined;
  'aria-setsize': number;
  'aria-posinset': number;
  'data-active': '' | undefined;
  onMouseDown: (event: MouseEvent) => void;
  onClick: () => void;
}

/** An option's box and texts; kept from one render to the next unless it was chosen or unchosen. */
const OptionContent = memo(function OptionContent({ option, chosen }: { option: MultiPickerOption; chosen: boolean }) {
  return (
    <>
      <StyledCheck>{chosen && <CheckIcon width="0.75em" height="0.75em" strokeWidth={3} />}</StyledCheck>
      <StyledOptionText>
        <span>{option.label}</span>
        {option.description && <span>{option.description}</span>}
      </StyledOptionText>
    </>
  );
});

/** The virtual list keeps each option's row by its value, so a row is not drawn again when the list scrolls. */
const optionKey = (_: number, option: MultiPickerOption) => option.value;

/** What the virtual list's parts read from the picker. */
interface OptionListContext {
  listboxId: string;
  label: string;
  multiselectable: boolean;
  propsOf: (index: number) => OptionProps;
}

/** The virtual list drawn as the listbox and its options, so the ARIA pattern is the same as the whole list's. */
const virtualOptionParts: Components<MultiPickerOption, OptionListContext, HTMLUListElement> = {
  // The options are reached with the arrows from the search box, not with Tab.
  Scroller: ({ children, style, ref, tabIndex: _tabIndex, ...dataAttributes }) => (
    <div ref={ref} style={style} tabIndex={-1} {...dataAttributes}>
      {children}
    </div>
  ),
  List: ({ style, children, ref, context, 'data-testid': testId }) => (
    <StyledListbox
      ref={ref}
      style={style}
      data-testid={testId}
      id={context?.listboxId}
      role="listbox"
      aria-label={context?.label}
      aria-multiselectable={context?.multiselectable}
    >
      {children}
    </StyledListbox>
  ),
  // `item` and `context` are for custom rendering, not DOM attributes.
  Item: ({ children, style, item: _item, context, ...dataAttributes }) => (
    <StyledOption style={style} {...dataAttributes} {...context?.propsOf(dataAttributes['data-index'])}>
      {children}
    </StyledOption>
  ),
};

interface ChosenChipsProps {
  shown: readonly string[];
  hidden: number;
  labels: ReadonlyMap<string, string>;
  disabled: boolean;
  moreChosenLabel: MultiPickerProps['moreChosenLabel'];
  onRemove: (chosen: string) => void;
}

/** The chosen options as removable chips; drawn again only when the choice changes, not at each move in the list. */
const ChosenChips = memo(function ChosenChips({
  shown,
  hidden,
  labels,
  disabled,
  moreChosenLabel,
  onRemove,
}: ChosenChipsProps) {
  const { t } = useTranslation();
  if (shown.length === 0 && hidden === 0) return null;
  return (
    <StyledChips>
      {shown.map((chosen) => {
        const chipLabel = labels.get(chosen) ?? chosen;
        return (
          <StyledChip key={chosen}>
            <span>{chipLabel}</span>
            <IconButton
              label={t('pickers.remove', { label: chipLabel })}
              icon={<CloseIcon />}
              size="sm"
              disabled={disabled}
              onClick={() => onRemove(chosen)}
            />
          </StyledChip>
        );
      })}
      {hidden > 0 && moreChosenLabel && (
        <StyledChip data-more="">
          <span>{moreChosenLabel(hidden)}</span>
        </StyledChip>
      )}
    </StyledChips>
  );
});

/**
 * Picks several options from a long list with a search box (clients, licences, countries). Chosen options show as
 * removable chips; the arrows move through the list, Enter or Space choose, Escape closes it, Backspace in an
 * empty box removes the last chip.
 */
export function MultiPicker({
  label,
  options,
  value,
  onChange,
  max,
  placeholder,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  selection = 'multiple',
  chipLimit,
  moreChosenLabel,
}: MultiPickerProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const popupId = `${inputId}-popup`;
  const capId = `${inputId}-cap`;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, { hint, error }, capId);
  const {
    open,
    setOpen,
    anchor,
    trigger,
    position: popupPosition,
    handleAnchorBlur,
  } = usePickerPopover<HTMLInputElement>({
    matchAnchorWidth: true,
    placeWhileClosed: true,
  });
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const input = trigger;
  const { floating, floatingStyles, placed } = popupPosition;

  const single = selection === 'single';
  const capReached = !single && max !== undefined && value.length >= max;
  const shownChips = useMemo(() => (chipLimit !== undefined ? value.slice(0, chipLimit) : value), [value, chipLimit]);
  const hiddenChips = value.length - shownChips.length;
  // A picker may hold thousands of options (2,000 clients): they are folded for the search once, looked up by
  // value in a Map and a Set, and filtered only when the query or the options change.
  const searchTexts = useMemo(() => searchTextsOf(options), [options]);
  // The typed letter shows at once; the list follows in a render of its own that a next key may interrupt, so a key
  // never waits for 2,000 options to be filtered and their list drawn anew.
  const listQuery = useDeferredValue(query);
  const visible = useMemo(() => filterOptions(options, listQuery, searchTexts), [options, listQuery, searchTexts]);
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const chosenValues = useMemo(() => new Set(value), [value]);
  const enabled = useMemo(
    () => visible.map((option) => !option.disabled && (chosenValues.has(option.value) || !capReached)),
    [visible, chosenValues, capReached],
  );
  const active = open && activeIndex >= 0 && activeIndex < visible.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const lists = virtualLists.useModule();
  const virtual = lists !== undefined && visible.length >= virtualFrom;
  // The closed list is drawn ahead, once the page has been drawn, and stays laid out (invisible, placed where it would
  // open), so that opening it only shows it: drawing a virtual list of 2,000 options, its layout and its placing
  // would otherwise all fall on the press. A long list waits for the virtual list's code rather than draw every row.
  const drawAhead = useDeferredValue(true, false);
  const drawList = open || (drawAhead && (virtual || visible.length < virtualFrom));

  const popup = useRef<HTMLDivElement>(null);
  const popupRef = useCallback(
    (element: HTMLDivElement | null) => {
      popup.current = element;
      floating(element);
    },
    [floating],
  );

  const listbox = useRef<HTMLUListElement>(null);
  const virtualList = useRef<VirtuosoHandle>(null);
  // Each opening shows the list from its top.
  useEffect(() => {
    if (open) return;
    virtualList.current?.scrollToIndex(0);
    if (popup.current) popup.current.scrollTop = 0;
  }, [open]);

  useEffect(() => {
    if (active < 0) return;
    // A virtual list renders the active option once it has scrolled it into view, so the active descendant exists.
    if (virtual) {
      // A list drawn a moment ago may not have measured its rows yet, and then the scroll falls short: it is asked
      // again, frame after frame, until the active option is drawn.
      let frame = 0;
      const scroll = (tries: number) => {
        virtualList.current?.scrollIntoView({ index: active });
        if (tries > 0) {
          frame = requestAnimationFrame(() => {
            if (!document.getElementById(`${listboxId}-${active}`)) scroll(tries - 1);
          });
        }
      };
      scroll(10);
      return () => cancelAnimationFrame(frame);
    }
    const element = listbox.current?.children[active];
    // jsdom has no layout, hence no scrollIntoView.
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' });
  }, [active, virtual, listboxId]);

  const itemContent = useCallback(
    (_: number, option: MultiPickerOption) => <OptionContent option={option} chosen={chosenValues.has(option.value)} />,
    [chosenValues],
  );

  function optionProps(index: number): OptionProps {
    const option = visible[index];
    return {
      id: optionId(index),
      role: 'option',
      // Focusable but outside the Tab order, so the scrolling list counts as reachable (the arrows scroll it).
      tabIndex: -1,
      'aria-selected': option !== undefined && chosenValues.has(option.value),
      'aria-disabled': !enabled[index] || undefined,
      // A virtual list renders only some options: their place in the whole list is told.
      'aria-setsize': visible.length,
      'aria-posinset': index + 1,
      'data-active': index === active ? '' : undefined,
      // The focus stays in the search box while the pointer chooses.
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => toggle(index),
    };
  }

  function toggle(index: number) {
    const option = visible[index];
    if (!option || !enabled[index]) return;
    if (single) {
      onChange(chosenValues.has(option.value) ? [] : [option.value]);
      setOpen(false);
      setActiveIndex(-1);
      setQuery('');
      return;
    }
    onChange(toggleValue(value, option.value, max));
  }

  const remove = useCallback(
    (chosen: string) => {
      onChange(value.filter((item) => item !== chosen));
      input.current?.focus();
    },
    [onChange, value, input],
  );

  function move(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      setActiveIndex(nextEnabledIndex(enabled, step === 1 ? -1 : 0, step));
      return;
    }
    setActiveIndex(nextEnabledIndex(enabled, active === -1 && step === -1 ? 0 : active, step));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Home':
      case 'End':
        // They move in the list once the arrows reached an option; until then they move the caret in the search.
        if (active >= 0) {
          event.preventDefault();
          setActiveIndex(nextEnabledIndex(enabled, event.key === 'Home' ? -1 : 0, event.key === 'Home' ? 1 : -1));
        }
        break;
      case 'PageDown':
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActiveIndex(pageEnabledIndex(enabled, active, event.key === 'PageDown' ? 1 : -1, shownRows));
        }
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          toggle(active);
        }
        break;
      case ' ':
        // A space chooses only once the arrows reached an option; otherwise it is typed ("São Paulo").
        if (active >= 0) {
          event.preventDefault();
          toggle(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace': {
        const last = value.at(-1);
        if (query === '' && last !== undefined) onChange(value.slice(0, -1));
        break;
      }
      default:
        break;
    }
  }

  return (
    <StyledPickerAnchor ref={anchor} onBlur={handleAnchorBlur}>
      <StyledFieldStack>
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        <StyledControl
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          onClick={(event) => {
            // A press beside the chips searches; the chips' own buttons keep their press.
            if (event.target instanceof Element && !event.target.closest('button, input')) input.current?.focus();
          }}
        >
          <StyledValues>
            <ChosenChips
              shown={shownChips}
              hidden={hiddenChips}
              labels={labels}
              disabled={disabled}
              moreChosenLabel={moreChosenLabel}
              onRemove={remove}
            />
            <StyledInput
              ref={input}
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-expanded={open}
              aria-controls={open ? (visible.length > 0 ? listboxId : popupId) : undefined}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              placeholder={value.length === 0 ? placeholder : undefined}
              disabled={disabled}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(-1);
                setOpen(true);
              }}
              onClick={() => setOpen(!open)}
              onKeyDown={handleKeyDown}
            />
          </StyledValues>
          <ChevronDownIcon />
        </StyledControl>
        <StyledCapMessage id={capId} role="status">
          {capReached ? t('pickers.maxReached', { max }) : ''}
        </StyledCapMessage>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </StyledFieldStack>
      {/* The popup stays in the page, hidden while closed, so that opening it neither mounts it nor renders the
          picker again when the positioning receives it. */}
      <StyledPopup
        id={popupId}
        ref={popupRef}
        style={floatingStyles}
        hidden={!open}
        data-placed={placed ? '' : undefined}
        data-virtual={virtual ? '' : undefined}
      >
        {drawList &&
          (visible.length === 0 ? (
            <StyledEmpty>{t('pickers.noOptions')}</StyledEmpty>
          ) : virtual ? (
            <lists.Virtuoso<MultiPickerOption, OptionListContext>
              ref={virtualList}
              data={visible}
              context={{ listboxId, label, multiselectable: !single, propsOf: optionProps }}
              computeItemKey={optionKey}
              initialItemCount={Math.min(visible.length, initialRenderCount)}
              overscan={overscanPixels}
              components={virtualOptionParts}
              itemContent={itemContent}
            />
          ) : (
            <StyledListbox
              ref={listbox}
              id={listboxId}
              role="listbox"
              aria-label={label}
              aria-multiselectable={!single}
            >
              {visible.map((option, index) => (
                <StyledOption key={option.value} {...optionProps(index)}>
                  <OptionContent option={option} chosen={chosenValues.has(option.value)} />
                </StyledOption>
              ))}
            </StyledListbox>
          ))}
      </StyledPopup>
    </StyledPickerAnchor>
  );
}
