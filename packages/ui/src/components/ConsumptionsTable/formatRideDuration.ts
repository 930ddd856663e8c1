/**
 * A ride's length as minutes and seconds, such as 4:05. A module of its own, so that the report columns that show it
 * do not bring the rides table, its badges and its table styles into a report's first code.
 */
export function formatRideDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
