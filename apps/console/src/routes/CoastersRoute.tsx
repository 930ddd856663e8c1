import { CoastersScreen } from '@orbit/ui';

/** /dash/coasters: coming soon (docs/domain.md#screens-and-addresses). */
export function CoastersRoute() {
  return <CoastersScreen />;
}
