import { NotFoundScreen } from '@orbit/ui';

export function NotFoundRoute() {
  return <NotFoundScreen homeHref="/dash" />;
}
