import type { UserAccount } from "../repo/user-account.repo.js";
import type { SignInSite } from "./complete-login.service.js";
import type { ActiveSession } from "./session.service.js";

/**
 * The calling browser or client as the account services need it: its address, its session, signing
 * in and out and its cookies. The GraphQL layer passes its per-request auth (graphql/request-auth.ts).
 */
export interface AccountCaller {
  readonly ip: string;
  /** The signed-in session; 1010 for a visitor, 1011 for an expired or unknown token. */
  require(): Promise<ActiveSession>;
  /** Starts a new session for `user` (a new token at every login) and sets the cookie. */
  signIn(user: UserAccount, site: SignInSite): Promise<string>;
  /** Forgets the session locally (after every session of the user was ended). */
  forget(): void;
  readCookie(name: string): string | undefined;
  /** Sets (or, with maxAgeSeconds 0, clears) an httpOnly, SameSite=Lax cookie on the response. */
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
}
