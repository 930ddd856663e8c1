export * from './errors.ts';
export * from './session.ts';
export * from './countries.ts';
export * from './routes.ts';
