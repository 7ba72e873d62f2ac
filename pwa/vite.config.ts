import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_SETTINGS } from '../sync-contract/src/settings-defaults';
import { appChunk, beforeAppChunk, LOADER_GROUP } from './scripts/app-chunk';
import { prerenderPublicPages } from './scripts/prerender-plugin';

const SSR_ENTRY = 'src/prerender.tsx';

/**
 * react-router's package exports name its development build for every condition (remix-run/react-router#14102),
 * which keeps its dev warnings in production; its production build is the same code with them switched off.
 */
function reactRouterProductionBuild() {
  const development = path.dirname(fileURLToPath(import.meta.resolve('react-router')));
  const production = path.join(path.dirname(development), 'production');
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}
const SSR_OUT_DIR = 'dist-ssr';

export default defineConfig(({ mode, isSsrBuild }) => {
  // `vite build --ssr` bundles the renderer for Node: the client build uses it to write the pages, and the server to
  // render them again for each version of the venue's settings (decision 055). Everything it imports is bundled in,
  // so the server's image needs no React of its own.
  if (isSsrBuild) {
    return {
      plugins: [react()],
      resolve: mode === 'production' ? { alias: reactRouterProductionBuild() } : {},
      // React's own files choose their build by NODE_ENV at run time; the server's renderer is always the production one.
      define: mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
      ssr: { noExternal: true },
      build: { ssr: SSR_ENTRY, outDir: SSR_OUT_DIR, target: 'node20', emptyOutDir: true, copyPublicDir: false },
    };
  }
  // The first-start name; the server writes the venue's own into the manifest it serves (api/src/lib/site-pages.ts).
  const venue = { name: DEFAULT_SETTINGS.venue.name.en, shortName: DEFAULT_SETTINGS.venue.shortName?.en ?? 'Turf' };
  return {
    resolve: mode === 'production' ? { alias: reactRouterProductionBuild() } : {},
    plugins: [
      react(),
      prerenderPublicPages(`${SSR_OUT_DIR}/prerender.js`),
      VitePWA({
        // Our own worker (src/sw.ts): it has to flush the IndexedDB outbox on Background Sync, which a
        // generated worker cannot do.
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        // pwa-update.ts registers it (after load, with the update policy), not an injected script.
        injectRegister: false,
        registerType: 'prompt',
        // The 192 px icons come in through the glob below; the 512 px ones only matter at install time.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: venue.name,
          short_name: venue.shortName,
          description:
            'Book a 7/8-a-side football turf slot in a minute: pick a date and a 1.5-hour slot, send the request, get your Booking ID. Works offline.',
          lang: 'en',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#22C55E',
          background_color: '#F0FDF4',
          categories: ['sports', 'lifestyle'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          screenshots: [
            {
              src: '/screenshots/slots-narrow.png',
              sizes: '390x844',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Pick a date and a 1.5-hour slot',
            },
            {
              src: '/screenshots/my-requests-narrow.png',
              sizes: '390x844',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Your requests and their Booking IDs, even offline',
            },
            {
              src: '/screenshots/slots-wide.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'Book a turf slot from your computer',
            },
          ],
        },
        injectManifest: {
          // Everything a visitor's screens need offline. Install screenshots are only for the install sheet,
          // so they are not stored on every phone.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,webmanifest}'],
          globIgnores: ['screenshots/**', 'icons/*-512.png', 'icons/*.svg'],
        },
      }),
    ],
    server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              LOADER_GROUP,
              { name: beforeAppChunk({ boot: 'src/boot.ts' }), priority: 2 },
              { name: appChunk({ app: 'src/main.tsx', boot: 'src/boot.ts' }), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
