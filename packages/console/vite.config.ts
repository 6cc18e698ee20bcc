import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the console talks to the embedded server (or whatever SIFT_API_TARGET names) through a proxy.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': process.env['SIFT_API_TARGET'] ?? 'http://127.0.0.1:9000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/console-bundle.mjs reads the manifest to size each route's chunks.
    manifest: true,
    chunkSizeWarningLimit: 1024,
  },
});
