/**
 * Leaving the app for another site (the social-login provider). An object method rather than a bare
 * call so tests can replace it: jsdom's window.location cannot be spied on.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
