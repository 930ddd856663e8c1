import { useEffect } from 'react';
import { deferredModule } from '../../hooks/deferredModule.ts';

/**
 * The charts' code (visx and the chart frame, about 27 KB gzipped) arrives after the report's screen: a report
 * asks for it when it first shows, and a chart shows only once a search has rows (ADR 0040). Apart from the charts
 * themselves (ReportChart.tsx), so that a report without a chart loads nothing of them, not even their placeholder.
 */
export const reportCharts = deferredModule(() => import('./reportChartParts.ts'));

/** Fetches the reports' charts; Storybook awaits it so that the stories show the charts, not their placeholder. */
export const preloadReportCharts: () => Promise<unknown> = reportCharts.preload;

/**
 * Starts the charts' download when a report first shows, so they are there when its rows are; `enabled` is false
 * for a report without a chart. A failure is left to the chart, which tries again when it shows.
 */
export function usePreloadedReportCharts(enabled = true): void {
  useEffect(() => {
    if (enabled) reportCharts.preload().catch(() => undefined);
  }, [enabled]);
}
