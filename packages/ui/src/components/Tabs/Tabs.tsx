import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { media, vars } from '../../theme/vars.ts';

/** One tab and its panel. */
export interface TabItem {
  /** Stable identifier, given to `onChange`. */
  id: string;
  /** The tab's visible text and accessible name. */
  label: string;
  /** What the panel shows while the tab is selected. */
  content: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list, such as "Report views". */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** The selected tab; leave undefined (with `defaultSelectedId`) for tabs that keep their own state. */
  selectedId?: string;
  /** The tab selected first when the tabs keep their own state; the first enabled tab when omitted. */
  defaultSelectedId?: string;
  /** Called with the id of the tab the person selects. */
  onChange?: (id: string) => void;
}

const StyledTabList = styled.div`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
`;

const StyledTab = styled.button`
  flex: none;
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space[4]};
  border: 0;
  border-bottom: ${vars.size.focusRing} solid transparent;
  background: transparent;
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textMuted};
  cursor: pointer;

  ${media.compact} {
    padding: 0 ${vars.space[2]};
  }

  &:hover:not(:disabled) {
    color: ${vars.color.text};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${vars.color.primary};
    color: ${vars.color.link};
    font-weight: ${vars.fontWeight.semibold};
  }

  &:focus-visible {
    ${focusRing(`calc(-1 * ${vars.size.focusRing})`)}
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledPanel = styled.div`
  padding: ${vars.space[4]} 0;

  &:focus-visible {
    ${focusRing()}
  }
`;

/** The index `step` places away from `from` among the enabled tabs, wrapping around the ends. */
export function nextEnabledIndex(tabs: readonly Pick<TabItem, 'disabled'>[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= tabs.length; offset += 1) {
    const index = (from + step * offset + tabs.length) % tabs.length;
    if (!tabs[index]?.disabled) return index;
  }
  return from;
}

/**
 * Tabs that switch between panels. Only the selected tab is in the Tab order (roving tabindex);
 * the arrow keys, Home and End move between tabs and select them.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onChange }: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(() => defaultSelectedId ?? tabs.find((tab) => !tab.disabled)?.id);
  const currentId = selectedId ?? ownSelectedId;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const currentIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === currentId),
  );

  function select(index: number) {
    const tab = tabs[index];
    if (!tab || tab.disabled) return;
    setOwnSelectedId(tab.id);
    if (tab.id !== currentId) onChange?.(tab.id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let target: number | undefined;
    if (event.key === 'ArrowRight') target = nextEnabledIndex(tabs, index, 1);
    else if (event.key === 'ArrowLeft') target = nextEnabledIndex(tabs, index, -1);
    else if (event.key === 'Home') target = nextEnabledIndex(tabs, -1, 1);
    else if (event.key === 'End') target = nextEnabledIndex(tabs, tabs.length, -1);
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(target);
  }

  return (
    <div>
      <StyledTabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = index === currentIndex;
          return (
            <StyledTab
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {tabs.map((tab, index) => (
        <StyledPanel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== currentIndex}
        >
          {index === currentIndex && tab.content}
        </StyledPanel>
      ))}
    </div>
  );
}
