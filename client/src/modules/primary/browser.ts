/**
 * Leaving the app for a payment provider's page. Kept behind an object so tests can watch where the
 * browser would go (jsdom cannot navigate, and its `location` cannot be replaced).
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
