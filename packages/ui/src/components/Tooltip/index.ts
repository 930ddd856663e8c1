export { Tooltip, type TooltipPlacement, type TooltipProps, type TooltipTriggerProps } from './Tooltip.tsx';
