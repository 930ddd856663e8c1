import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A first render of a whole screen in jsdom can take a few seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Renders are not cleaned up by themselves in Vitest; each test starts from an empty document.
afterEach(() => {
  cleanup();
});
