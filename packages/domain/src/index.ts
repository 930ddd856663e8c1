export * from './scopes.ts';
export * from './limits.ts';
export * from './text.ts';
