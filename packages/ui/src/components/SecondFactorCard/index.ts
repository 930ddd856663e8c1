export { SecondFactorCard, type SecondFactorCardProps, type SecondFactorRemoval } from './SecondFactorCard.tsx';
