import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { graphqlInlineDocuments } from "./vite.config.graphql";
import { pagePreloads } from "./vite.config.preloads";
import { precompress } from "./vite.config.precompress";
import { messageParts } from "./vite.config.messages";

const root = fileURLToPath(new URL(".", import.meta.url));
const gateway = process.env.VITRINE_GATEWAY_URL ?? "http://127.0.0.1:4000";
/**
 * The pages a visitor may land on (first path segment after /{lang}) and the modules their routes load
 * (app/pages.ts, app/routes.tsx): the gateway preloads those chunks with the page (vite.config.preloads.ts).
 */
const LANDING_PAGES: Record<string, string[]> = {
  "": ["src/modules/home/routes/HomePage.tsx"],
  login: ["src/modules/home/routes/HomePage.tsx", "src/modules/accounts/routes/LoginRoute.tsx"],
  marketplace: ["src/modules/market/routes/MarketplacePage.tsx"],
  product: ["src/modules/market/routes/ProductPage.tsx"],
  releases: ["src/modules/primary/routes/ReleasesPage.tsx"],
  faqs: ["src/modules/content/routes/FaqPage.tsx"],
  // The other sites' homes (/{lang}/star, /{lang}/art; app/siteRoutes.tsx).
  star: ["src/modules/sites/routes/StarHomePage.tsx"],
  art: ["src/modules/sites/routes/ArtHomePage.tsx"],
};

// The gateway's routes besides /graphql (the redemption panel's Excel export and code import among them).
const proxied = [
  "/graphql",
  "/media",
  "/dev",
  "/healthz",
  "/readyz",
  "/auth",
  "/sandbox",
  "/payments",
  "/exports",
  "/imports",
];

export default defineConfig({
  root,
  plugins: [
    react(),
    // Each language's messages in two chunks: the site's and the staff pages' (src/shared/i18n/messages.ts).
    messageParts(),
    graphqlInlineDocuments(fileURLToPath(new URL("./src/gql", import.meta.url))),
    pagePreloads(root, LANDING_PAGES),
    precompress(),
  ],
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: gateway, changeOrigin: false }])),
      // Live notices: graphql-ws upgrades on /graphql go through to the gateway too.
      "/graphql": { target: gateway, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: gateway, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph the first-load budget test reads (src/app/firstLoad.test.ts).
    manifest: true,
    rolldownOptions: {
      // @vitrine/schema (contracts: constants, zod rules, the error catalogue) has no import-time side
      // effects; saying so lets a page that needs one constant or rule leave the other modules out.
      // Building a zod schema (`z.string().max(…)`) has no side effect either: marked pure, the rules
      // a page does not use drop out even from a module it imports for a constant, and zod's runtime
      // stays off pages that validate nothing. (So never call `z.…()` for its effect alone: csp.ts
      // imports `config` by name for that reason.)
      treeshake: {
        manualPureFunctions: ["z"],
        moduleSideEffects: (id) => (/[\\/]schema[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // Only the first page's libraries are grouped into long-lived vendor chunks ($initial: in the
        // static import graph of the entry), so an app deploy does not invalidate their cache entries.
        // Library code that only lazy pages use stays with those pages (automatic chunking): a group
        // without the tag would pull every page's Mantine, Apollo and zod code onto the first load.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ["$initial"],
              priority: 3,
            },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 2 },
          ],
        },
      },
    },
  },
});
