import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { MESSAGE_PARTS, messagePart, type MessagePart } from "./src/shared/i18n/messageParts";

/** `…/src/locales/<lang>.json?part=site|staff` (the dev server may add `import&`): one part of a catalogue. */
const PART_ID = /^(.*[\\/]src[\\/]locales[\\/]\w+\.json)\?(?:[\w=]+&)*part=(\w+)$/;

/** The file and the part a module id names, or null for any other module. */
export function parseMessagePartId(id: string): { file: string; part: MessagePart } | null {
  const match = PART_ID.exec(id);
  if (!match) return null;
  const part = match[2] as MessagePart;
  if (!MESSAGE_PARTS.includes(part)) throw new Error(`unknown message part "${part}" in ${id}`);
  return { file: match[1]!, part };
}

/**
 * Serves `src/locales/<lang>.json?part=site` and `?part=staff` (shared/i18n/messages.ts imports them)
 * as a module whose default export is that part's messages only, split by `isStaffMessageId`. Each part becomes a chunk of its own, so the site's chunk
 * holds no staff texts while the five locale files stay one file per language.
 */
export function messageParts(): Plugin {
  return {
    name: "vitrine:message-parts",
    enforce: "pre",
    async load(id) {
      const parsed = parseMessagePartId(id);
      if (!parsed) return null;
      this.addWatchFile(parsed.file);
      const catalogue = JSON.parse(await readFile(parsed.file, "utf8")) as Record<string, string>;
      // A JavaScript module (JSON.parse of a string literal is the fastest way to ship a large object).
      const json = JSON.stringify(messagePart(catalogue, parsed.part));
      return { code: `export default JSON.parse(${JSON.stringify(json)});\n`, map: null, moduleType: "js" };
    },
  };
}
