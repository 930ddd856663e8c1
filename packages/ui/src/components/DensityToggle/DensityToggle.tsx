import { useTranslation } from '@orbit/i18n';
import { ToggleGroup, type ToggleGroupSize } from '../ToggleGroup/index.ts';

/** How tightly a table's rows are packed. */
export type Density = 'comfortable' | 'compact';

export const densities: readonly Density[] = ['comfortable', 'compact'];

export interface DensityToggleProps {
  /** The density in use. */
  value: Density;
  /** Called with the density the person chooses. */
  onChange: (value: Density) => void;
  /** Height of the segments. */
  size?: ToggleGroupSize;
  /** Shows the "Density" label above the choices; by default it is only read by assistive technology. */
  showLabel?: boolean;
}

/** Switches a table between comfortable and compact rows (the clients list of docs/domain.md#records-and-fields). */
export function DensityToggle({ value, onChange, size = 'sm', showLabel = false }: DensityToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleGroup
      label={t('pickers.density')}
      showLabel={showLabel}
      options={densities.map((density) => ({ value: density, label: t(`pickers.${density}`) }))}
      value={value}
      onChange={onChange}
      size={size}
    />
  );
}
