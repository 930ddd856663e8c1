export { OwnSessionsCard, sessionName, type OwnSessionsCardProps } from './OwnSessionsCard.tsx';
