export * from './scopes.ts';
export * from './limits.ts';
export * from './text.ts';
export * from './licenses.ts';
export * from './rides.ts';
export * from './blocking.ts';
export * from './search.ts';
export * from './pagination.ts';
