/** One series of a bar or line chart, such as a licence or a scenario. */
export interface ChartSeries {
  /** Stable identifier, the key of its values in each datum. */
  id: string;
  /** Name shown in the legend, the tooltip and the data table. */
  label: string;
}

/** One category of a bar or line chart (a day, a month, a licence) with a value per series. */
export interface CategoryDatum {
  /** Stable identifier of the category. */
  id: string;
  /** Name shown on the axis, in the tooltip and in the data table. */
  label: string;
  /** Value of each series by its id; a missing series counts as 0. */
  values: Readonly<Record<string, number>>;
}

/** One slice of a pie or doughnut chart. */
export interface ArcDatum {
  /** Stable identifier of the slice. */
  id: string;
  /** Name shown in the legend, the tooltip and the data table. */
  label: string;
  /** The slice's value; its share is computed from the visible slices. */
  value: number;
}

/** The numbers behind a chart as a table: what screen readers get in place of the picture. */
export interface ChartTable {
  /** Column headings, the first one for the row headings. */
  headers: readonly string[];
  /** One row per category or slice: a heading and the formatted cells. */
  rows: readonly { id: string; heading: string; cells: readonly string[] }[];
}

/** A mark of a plot that shows a tooltip on hover and on keyboard focus. */
export interface ChartTip {
  /** Stable identifier of the mark. */
  id: string;
  /** Anchor of the tooltip in px from the plot's top-left corner. */
  left: number;
  top: number;
  /** The tooltip's heading, such as the category. */
  heading: string;
  /** The tooltip's lines: a series or slice, its colour and its formatted value. */
  lines: readonly { id: string; label: string; color: string; value: string }[];
}

/** The series that are not hidden, in their order. */
export function visibleSeries<Series extends { id: string }>(
  series: readonly Series[],
  hidden: ReadonlySet<string>,
): Series[] {
  return series.filter((item) => !hidden.has(item.id));
}

/** `hidden` with `id` added when absent and removed when present. */
export function toggleHidden(hidden: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(hidden);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The data table of a bar or line chart: one row per category, one column per visible series. */
export function categoryTable(
  data: readonly CategoryDatum[],
  series: readonly ChartSeries[],
  categoryHeader: string,
  formatValue: (value: number) => string,
): ChartTable {
  return {
    headers: [categoryHeader, ...series.map((item) => item.label)],
    rows: data.map((datum) => ({
      id: datum.id,
      heading: datum.label,
      cells: series.map((item) => formatValue(datum.values[item.id] ?? 0)),
    })),
  };
}

/** Each slice's share of the total of `data`, from 0 to 1; all 0 when the total is 0. */
export function shares(data: readonly ArcDatum[]): number[] {
  const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);
  return data.map((datum) => (total > 0 ? Math.max(0, datum.value) / total : 0));
}

/** The data table of a pie or doughnut chart: one row per visible slice with its value and share. */
export function arcTable(
  data: readonly ArcDatum[],
  headers: { category: string; value: string; share: string },
  formatValue: (value: number) => string,
  formatShare: (share: number) => string,
): ChartTable {
  const sliceShares = shares(data);
  return {
    headers: [headers.category, headers.value, headers.share],
    rows: data.map((datum, index) => ({
      id: datum.id,
      heading: datum.label,
      cells: [formatValue(datum.value), formatShare(sliceShares[index] ?? 0)],
    })),
  };
}
