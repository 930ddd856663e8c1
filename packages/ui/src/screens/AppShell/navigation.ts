/**
 * Whether a sidebar link stands for the current page: the same path, or a page below it
 * (`/dash/admin/reports/rides` is under Reports). The dashboard `/dash` matches only itself.
 */
export function isCurrentPath(href: string, currentPath: string | undefined, exact = false): boolean {
  if (currentPath === undefined) return false;
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (path === href) return true;
  return !exact && path.startsWith(`${href}/`);
}
