/** Set by Vite at build time (vite.config.ts): the console's version and the moment it was built. */
declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
