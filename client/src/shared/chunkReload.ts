/**
 * A deploy replaces the hashed chunks; a tab that still runs the old build then fails to load a lazy
 * page. Such a failure reloads the page, at most once per CHUNK_RELOAD_MIN_INTERVAL_MS (spec §2),
 * remembering the last reload in localStorage so a broken deploy cannot cause a reload loop.
 */
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "@vitrine/schema";

export const CHUNK_RELOAD_STORAGE_KEY = "vitrine.chunkReloadAt";

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preloader
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export interface ReloadDeps {
  now?: number;
  storage?: Pick<Storage, "getItem" | "setItem">;
  reload?: () => void;
}

/** Reloads unless a reload already happened within the interval; returns whether it reloaded. */
export function reloadForChunkError({
  now = Date.now(),
  storage = window.localStorage,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  } catch {
    // storage unavailable (private mode): still reload once
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}

/** Wraps a dynamic import: on a chunk-load failure reload the page (the promise then never settles). */
export function withChunkReload<T>(load: () => Promise<T>, deps?: ReloadDeps): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (isChunkLoadError(error) && reloadForChunkError(deps)) {
        return new Promise<T>(() => {});
      }
      throw error;
    }
  };
}

/** Vite fires `vite:preloadError` when a chunk's preload fails; reload instead of erroring. */
export function installChunkReloadHandler(target: Window = window): () => void {
  const listener = (event: Event) => {
    if (reloadForChunkError()) event.preventDefault();
  };
  target.addEventListener("vite:preloadError", listener);
  return () => target.removeEventListener("vite:preloadError", listener);
}
