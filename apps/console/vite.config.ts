import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The console is served by the API in production; in development Vite proxies /api to the API in watch mode. */
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`, changeOrigin: false } },
  },
  // The manifest lets scripts/bench-bundle.ts add up what each route downloads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
