import type { IncomingMessage } from "node:http";
import { SESSION_COOKIE, SESSION_HEADER } from "@vitrine/schema";
import type { AppDeps } from "../app-deps.js";
import {
  endSessionByToken,
  resolveSession,
  startSession,
  type AccountCaller,
  type ActiveSession,
  type SignInSite,
  type UserAccount,
} from "../domains/accounts/index.js";
import { DomainError } from "../shared/domain-error.js";

/** Reads one cookie from a Cookie header without pulling in a parser for a single value. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * Who is calling, resolved lazily and once per request: the session token comes from the
 * `auth.token` cookie (browsers) or the `token` header (other clients). Services sign in and out
 * through it; the cookies it collects are written on the HTTP response.
 */
export class RequestAuth implements AccountCaller {
  readonly setCookies: string[] = [];
  /** The Authorization header: partner platforms send their API key there (domains/partners). */
  authorization: string | undefined;
  private resolved?: Promise<ActiveSession | "expired" | null>;

  constructor(
    private readonly deps: AppDeps,
    private token: string | undefined,
    readonly ip: string,
    readonly userAgent: string | null,
    private readonly cookieHeader?: string,
  ) {}

  static fromRequest(deps: AppDeps, req: IncomingMessage, ip: string): RequestAuth {
    const header = req.headers[SESSION_HEADER];
    const fromHeader = typeof header === "string" ? header.trim() : undefined;
    const token = fromHeader || readCookie(req.headers.cookie, SESSION_COOKIE);
    const ua = req.headers["user-agent"];
    const auth = new RequestAuth(deps, token, ip, typeof ua === "string" ? ua : null, req.headers.cookie);
    auth.authorization = req.headers.authorization;
    return auth;
  }

  /** The caller's session, "expired" for a token that no longer works, null for a visitor. */
  session(): Promise<ActiveSession | "expired" | null> {
    if (!this.resolved) {
      const token = this.token && TOKEN_SHAPE.test(this.token) ? this.token : undefined;
      this.resolved =
        this.token === undefined
          ? Promise.resolve(null)
          : token
            ? resolveSession(this.deps, token)
            : Promise.resolve("expired" as const);
      void this.resolved.then(
        (s) => {
          if (s === "expired") this.clearCookie();
          // Sliding expiry: the browser keeps the cookie as long as the server keeps the session.
          else if (s?.renewed && this.token) {
            this.setCookies.push(this.cookie(this.token, this.deps.config.SESSION_IDLE_SECONDS));
          }
        },
        () => undefined,
      );
    }
    return this.resolved;
  }

  /** The signed-in user, or null (visitors and expired sessions alike). */
  async viewer(): Promise<UserAccount | null> {
    const s = await this.session();
    return s && s !== "expired" ? s.user : null;
  }

  /** The signed-in session; 1010 for a visitor, 1011 for an expired or unknown token. */
  async require(): Promise<ActiveSession> {
    const s = await this.session();
    if (s === null) throw new DomainError("LOGIN_REQUIRED");
    if (s === "expired") throw new DomainError("SESSION_EXPIRED");
    return s;
  }

  /** Starts a new session for `user` (a new token at every login) and sets the cookie. */
  async signIn(user: UserAccount, site: SignInSite): Promise<string> {
    const token = await startSession(this.deps, user.id, site, { ip: this.ip, userAgent: this.userAgent });
    this.token = token;
    this.resolved = undefined;
    this.setCookies.push(this.cookie(token, this.deps.config.SESSION_IDLE_SECONDS));
    return token;
  }

  /** Ends this caller's session (if any) and clears the cookie. */
  async signOut(): Promise<void> {
    if (this.token && TOKEN_SHAPE.test(this.token)) await endSessionByToken(this.deps, this.token);
    this.token = undefined;
    this.resolved = Promise.resolve(null);
    this.clearCookie();
  }

  /** Forgets the session locally (after every session of the user was ended). */
  forget(): void {
    this.token = undefined;
    this.resolved = Promise.resolve(null);
    this.clearCookie();
  }

  private clearCookie(): void {
    this.setCookies.push(this.cookie("", 0));
  }

  /** Another cookie of this browser (e.g. the social-login binding). */
  readCookie(name: string): string | undefined {
    return readCookie(this.cookieHeader, name);
  }

  /** Sets (or, with maxAgeSeconds 0, clears) an httpOnly, SameSite=Lax cookie on the response. */
  setCookie(name: string, value: string, maxAgeSeconds: number): void {
    this.setCookies.push(this.cookie(value, maxAgeSeconds, name));
  }

  private cookie(value: string, maxAgeSeconds: number, name: string = SESSION_COOKIE): string {
    const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
    if (this.deps.config.production) parts.push("Secure");
    return parts.join("; ");
  }
}
