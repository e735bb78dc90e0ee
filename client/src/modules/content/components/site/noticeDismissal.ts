/** sessionStorage key prefix of a dismissed launch notice (one key per text, see noticeKey). */
const PREFIX = "vitrine.launchNotice.dismissed.";

/** A short, stable hash of the notice's text: a new text gets a new key, so it shows again. */
export function noticeKey(text: string): string {
  // FNV-1a, 32-bit: enough to tell one notice text from the next.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return PREFIX + (hash >>> 0).toString(36);
}

export function isNoticeDismissed(text: string): boolean {
  try {
    return window.sessionStorage.getItem(noticeKey(text)) === "1";
  } catch {
    return false; // storage blocked: show the notice
  }
}

export function dismissNotice(text: string): void {
  try {
    window.sessionStorage.setItem(noticeKey(text), "1");
  } catch {
    // Storage blocked: the bar still closes for this page view.
  }
}
