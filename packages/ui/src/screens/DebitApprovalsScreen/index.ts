export * from './DebitApprovalsScreen.tsx';
