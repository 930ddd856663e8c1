export { PasskeysCard, type PasskeysCardProps } from './PasskeysCard.tsx';
