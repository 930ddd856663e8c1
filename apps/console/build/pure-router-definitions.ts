import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of react-router the console never uses (its data routers' forms and prefetching,
 * the framework's contexts). React Router's production build defines its components and contexts with calls the
 * bundler must assume have side effects (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`) and names
 * them for React's developer tools (`X.displayName = "…"`), so every one of them stayed in the page's first code even
 * when only `useLocation` was imported. Marking those calls pure and leaving out the names takes 4 KB gzipped off
 * every page (ADR 0046). Only the browser build runs it; if a react-router release renames its chunk files, nothing
 * breaks and `npm run bench:bundle` shows the bytes coming back.
 */
export function pureRouterDefinitions(): Plugin {
  return {
    name: 'orbit-pure-router-definitions',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      const source = new MagicString(code);
      for (const match of code.matchAll(/=\s*(React\d*\.(?:forwardRef|memo|createContext)\()/g)) {
        const call = match[1] ?? '';
        source.appendLeft((match.index ?? 0) + match[0].length - call.length, '/* @__PURE__ */ ');
      }
      for (const match of code.matchAll(/^\w+\.displayName = "[^"]*";$/gm)) {
        source.remove(match.index ?? 0, (match.index ?? 0) + match[0].length);
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
