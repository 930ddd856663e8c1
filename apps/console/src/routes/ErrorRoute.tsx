import { ErrorScreen } from '@orbit/ui';
import { paths } from '../paths.ts';

export function ErrorRoute() {
  return <ErrorScreen homeHref={paths.dash} onRetry={() => window.location.assign(paths.dash)} />;
}
