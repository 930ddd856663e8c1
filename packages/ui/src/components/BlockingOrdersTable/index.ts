export * from './BlockingOrdersTable.tsx';
