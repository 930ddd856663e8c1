export * from './ClientInfoCard.tsx';
