import { useState } from 'react';
import { createQueryClient } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { App } from '../App.tsx';

export interface ConnectedPageProps {
  /** The console address the story opens, for example `/dash/admin/clients`. */
  path: string;
}

/**
 * A console route as it runs: the real routes, data hooks and api-client, answered by the MSW handlers of the story
 * (msw-storybook-addon). Language and theme come from Storybook's toolbar.
 */
export function ConnectedPage({ path }: ConnectedPageProps) {
  const { i18n } = useTranslation();
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The same retries as the console, without its waits between them (1 s, then 2 s): a failing story shows its
    // error at once instead of after seconds that a loaded machine stretches past the play function's patience.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    return client;
  });
  return <App queryClient={queryClient} i18n={i18n} initialEntries={[path]} />;
}
