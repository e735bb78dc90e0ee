import path from "node:path";
import type { Plugin } from "vite";

type OutputChunk = {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};
type Bundle = Record<string, { type: string } | OutputChunk>;

/** Where the preload lists go (read by the gateway: gateway/src/http/client-page.ts). */
export const PRELOADS_FILE = ".vite/preloads.json";

/**
 * Writes `.vite/preloads.json`: for each language, the JavaScript of its site messages chunk, and for each
 * page a visitor may land on (`pages`: first path segment after /{lang} → the modules its route
 * loads, relative to the client root), the chunks that page loads — minus what index.html already
 * names. The gateway adds them to the page as `<link rel="modulepreload">` for the URL asked for,
 * so the browser fetches them alongside the entry instead of after it has run (two round trips
 * fewer on a first load). A page module that no chunk comes from fails the build.
 */
export function pagePreloads(root: string, pages: Record<string, string[]>): Plugin {
  return {
    name: "vitrine:page-preloads",
    apply: "build",
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error("page preloads: no entry chunk");
      const initial = closure(entry);
      const filesOf = (modules: string[], what: string) => {
        const files = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`page preloads: no chunk for ${module} (${what})`);
          for (const file of closure(chunk)) if (!initial.has(file)) files.add(`/${file}`);
        }
        return [...files];
      };
      const locales: Record<string, string[]> = {};
      for (const chunk of chunks) {
        // The site's part of each language's messages (the staff's comes with the staff routes).
        const match = /[\\/]src[\\/]locales[\\/](\w+)\.json\?part=site$/.exec(chunk.facadeModuleId ?? "");
        if (match) locales[match[1]!] = filesOf([path.relative(root, chunk.facadeModuleId!)], match[1]!);
      }
      const pageFiles = Object.fromEntries(
        Object.entries(pages).map(([segment, modules]) => [segment, filesOf(modules, segment || "home")]),
      );
      this.emitFile({
        type: "asset",
        fileName: PRELOADS_FILE,
        source: `${JSON.stringify({ locales, pages: pageFiles }, null, 2)}\n`,
      });
    },
  };
}
