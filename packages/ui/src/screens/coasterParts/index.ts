export {
  Ago,
  coasterColumns,
  formatDuration,
  lastSeen,
  statusCell,
  syncCell,
  StyledMuted,
  StyledName,
  versionIsBehind,
  type CoasterCellContext,
  type CoasterNewestVersions,
  type StatusCellExtras,
} from './coasterColumns.tsx';
