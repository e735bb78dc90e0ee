/**
 * The social-login round trip leaves the app: before redirecting to the provider we keep the `state`
 * the gateway issued (spec §4: the callback is accepted only when it comes back unchanged), which
 * provider it was, and where to return. sessionStorage: per tab, gone when the tab closes.
 */
export const SOCIAL_LOGIN_STORAGE_KEY = "vitrine.socialLogin";

export interface PendingSocialLogin {
  state: string;
  provider: string;
  returnPath?: string;
}

export function savePendingSocialLogin(pending: PendingSocialLogin): void {
  window.sessionStorage.setItem(SOCIAL_LOGIN_STORAGE_KEY, JSON.stringify(pending));
}

/** Reads and forgets the pending login: a state is good for one callback only. */
export function takePendingSocialLogin(): PendingSocialLogin | undefined {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(SOCIAL_LOGIN_STORAGE_KEY);
    window.sessionStorage.removeItem(SOCIAL_LOGIN_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return undefined;
    const { state, provider, returnPath } = value as Record<string, unknown>;
    if (typeof state !== "string" || typeof provider !== "string") return undefined;
    return { state, provider, returnPath: typeof returnPath === "string" ? returnPath : undefined };
  } catch {
    return undefined;
  }
}
