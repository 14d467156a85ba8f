/**
 * The studio's page, built apart from the player's site (vite.config.ts): its own entry and output
 * folder (dist-studio/), so the editor and the studio's code are in no chunk a player downloads.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./web'),
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: here('../dist-studio'),
    emptyOutDir: true,
    target: 'es2022',
    // The editor and its schema support are one large chunk, loaded on one machine: no size warning.
    chunkSizeWarningLimit: 4096,
  },
});
