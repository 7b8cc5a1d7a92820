import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  // The manifest (dist/.vite/manifest.json) lets `pnpm bench:site` add up each route's first load.
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
