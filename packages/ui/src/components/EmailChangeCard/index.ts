export { EmailChangeCard, type EmailChangeCardProps } from './EmailChangeCard.tsx';
