import type { AppDeps } from "../../../app-deps.js";
import { listUserSessions } from "../repo/session.repo.js";
import type { AccountCaller } from "./account-caller.js";

/** One signed-in browser or client of the member, as their account's security page lists it. */
export interface MySessionView {
  id: string;
  /** The spec's website code (1, or 2 for the marketplace). */
  site: number;
  /** The key of the site the session was made on (portal, marketplace, star, art). */
  siteKey: string;
  ip: string | null;
  userAgent: string | null;
  lastSeenAt: Date;
  createdAt: Date;
  /** True for the session this request is made with. */
  current: boolean;
}

/** The signed-in member's sessions, most recently used first. 1010 / 1011 without a session. */
export async function listMySessions(deps: AppDeps, auth: AccountCaller): Promise<MySessionView[]> {
  const session = await auth.require();
  const rows = await listUserSessions(deps.dataSource, session.user.id);
  return rows.map((row) => ({ ...row, current: row.id === session.sessionId }));
}
