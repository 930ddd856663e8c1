export { Skeleton, type SkeletonProps, type SkeletonShape } from './Skeleton.tsx';
