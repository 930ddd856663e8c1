import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client App was given (tests and stories bring their own), for the data layer that loads after the
 * first render; the browser's app leaves it empty and the data layer makes the app's client (ADR 0040).
 */
export const QueryClientChoice = createContext<QueryClient | undefined>(undefined);
