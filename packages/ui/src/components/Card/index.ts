export { Card, type CardHeadingLevel, type CardPadding, type CardProps } from './Card.tsx';
