import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * npm installed drizzle-orm under apps/api/node_modules while drizzle-kit sits at the root, so drizzle-kit
 * cannot load it from its own folder. Preloaded with `--import`, this resolves drizzle-orm from this package.
 */
const requireHere = createRequire(import.meta.url);
let resolvingHere = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isDrizzleOrm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    if (!isDrizzleOrm || resolvingHere) return nextResolve(specifier, context);
    if (!context.conditions.includes('require'))
      return nextResolve(specifier, { ...context, parentURL: import.meta.url });
    // CommonJS resolution ignores parentURL, so resolve with a require rooted here (which passes through this hook once more).
    resolvingHere = true;
    try {
      return { url: pathToFileURL(requireHere.resolve(specifier)).href, shortCircuit: true };
    } finally {
      resolvingHere = false;
    }
  },
});
