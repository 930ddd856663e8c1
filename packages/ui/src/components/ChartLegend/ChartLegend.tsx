import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export interface ChartLegendItem {
  /** Stable identifier of the series or slice. */
  id: string;
  /** Its name. */
  label: string;
  /** Its colour in the chart (a theme palette colour). */
  color: string;
  /** Hidden from the chart: the swatch is hollow and the toggle not pressed. */
  hidden?: boolean;
}

export interface ChartLegendProps {
  /** Title of the chart, which names the legend ("Legend of Rides per month"). */
  chartTitle: string;
  /** One item per series or slice, in the chart's order. */
  items: readonly ChartLegendItem[];
  /** Makes every item a toggle button that hides or shows its series; without it the legend is a plain list. */
  onToggle?: (id: string) => void;
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text};
`;

const StyledEntry = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlSm};
`;

const StyledToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlSm};
  padding: 0 ${vars.space[2]};
  border: ${vars.size.borderWidth} solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing()}
  }

  &[aria-pressed='false'] {
    color: ${vars.color.textMuted};
    text-decoration: line-through;
  }
`;

const StyledSwatch = styled.span`
  flex: none;
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border: ${vars.size.focusRing} solid;
  border-radius: ${vars.radius.sm};
`;

/** The key of a chart's colours; with `onToggle` each item is a button that hides or shows its series. */
export function ChartLegend({ chartTitle, items, onToggle }: ChartLegendProps) {
  const { t } = useTranslation();
  return (
    <StyledList aria-label={t('charts.legend', { title: chartTitle })}>
      {items.map((item) => {
        const swatch = (
          <StyledSwatch
            aria-hidden="true"
            style={{ background: item.hidden ? 'transparent' : item.color, borderColor: item.color }}
          />
        );
        return (
          <li key={item.id}>
            {onToggle ? (
              <StyledToggle
                type="button"
                aria-pressed={!item.hidden}
                title={t(item.hidden ? 'charts.show' : 'charts.hide', { series: item.label })}
                onClick={() => onToggle(item.id)}
              >
                {swatch}
                {item.label}
              </StyledToggle>
            ) : (
              <StyledEntry>
                {swatch}
                {item.label}
              </StyledEntry>
            )}
          </li>
        );
      })}
    </StyledList>
  );
}
