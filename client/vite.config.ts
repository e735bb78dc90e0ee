import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const root = fileURLToPath(new URL(".", import.meta.url));
const gateway = process.env.VITRINE_GATEWAY_URL ?? "http://127.0.0.1:4000";
const proxied = ["/graphql", "/media", "/dev", "/healthz", "/readyz", "/auth", "/sandbox", "/payments"];

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: gateway, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: gateway, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: an app deploy does not invalidate the libraries' cache entries.
        codeSplitting: {
          groups: [
            {
              // zod with client/src/csp.ts in one chunk: the chunk that defines zod's schemas also
              // turns its eval probe off before any schema exists (the CSP has no 'unsafe-eval').
              name: "zod",
              test: /node_modules[\\/]zod[\\/]|[\\/]client[\\/]src[\\/]csp\.ts$/,
              priority: 4,
            },
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: "mantine",
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll[^\\/]*|@tabler)[\\/]/,
              priority: 2,
            },
            {
              name: "apollo",
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|zen-observable)[\\/]/,
              priority: 2,
            },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
