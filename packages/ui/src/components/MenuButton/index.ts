export { MenuButton, type MenuButtonAlign, type MenuButtonItem, type MenuButtonProps } from './MenuButton.tsx';
