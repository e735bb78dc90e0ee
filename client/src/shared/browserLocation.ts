/**
 * Leaving the app for another site (a social-login provider, a payment provider's page). An object
 * method rather than a bare call so tests can replace it and watch where the browser would go: jsdom
 * cannot navigate, and its window.location cannot be spied on or replaced.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
