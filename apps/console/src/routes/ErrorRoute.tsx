import { ErrorScreen } from '@orbit/ui';

export function ErrorRoute() {
  return <ErrorScreen homeHref="/dash" onRetry={() => window.location.assign('/dash')} />;
}
