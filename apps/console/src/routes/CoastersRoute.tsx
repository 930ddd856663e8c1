import { CoastersScreen } from '@orbit/ui';

/** /dash/coasters: coming soon (spec §2). */
export function CoastersRoute() {
  return <CoastersScreen />;
}
