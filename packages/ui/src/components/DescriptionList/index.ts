export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListLayout,
  type DescriptionListProps,
} from './DescriptionList.tsx';
