/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/mqtt': { target: 'ws://127.0.0.1:3000', ws: true },
      '/docs': 'http://127.0.0.1:3000',
    },
  },
  test: {
    name: 'web',
    root: __dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts', './src/test/preload-chunks.ts'],
    // whole user journeys in jsdom with MUI: on a busy two-core machine 5 s is about load, not behaviour
    testTimeout: 20_000,
  },
});
