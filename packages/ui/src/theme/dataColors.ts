import { dataPalette } from './tokens.ts';
import { vars } from './vars.ts';

/** Wraps any index, negative ones included, into `0 … length - 1`. */
function cycle(index: number, length: number): number {
  return ((Math.trunc(index) % length) + length) % length;
}

/** The chart colour of the licence at `index` (as a CSS variable); past the last colour the palette starts over. */
export function licenseColor(index: number): string {
  return vars.color.data.license[cycle(index, dataPalette.license.length)] ?? vars.color.primary;
}

/** The chart colour of the scenario at `index` (as a CSS variable); past the sixth the palette starts over. */
export function scenarioColor(index: number): string {
  return vars.color.data.scenario[cycle(index, dataPalette.scenario.length)] ?? vars.color.primary;
}

/** Which palette colours a chart's series. */
export type DataPaletteName = keyof typeof dataPalette;

/** The colour of the series at `index` in the named palette. */
export function dataColor(palette: DataPaletteName, index: number): string {
  return palette === 'scenario' ? scenarioColor(index) : licenseColor(index);
}
