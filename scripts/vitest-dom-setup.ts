import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Renders are not cleaned up by themselves in Vitest; each test starts from an empty document.
afterEach(() => {
  cleanup();
});
