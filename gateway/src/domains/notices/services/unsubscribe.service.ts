import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { setNoticePreference } from "./preferences.service.js";
import { readUnsubscribeToken } from "./unsubscribe-token.js";

/** Checks an unsubscribe link's token: the member and kind it names; 2081 when it is not ours. */
export function checkUnsubscribeToken(secret: string, token: unknown) {
  const read = readUnsubscribeToken(secret, token);
  if (!read) throw new DomainError("NOTICE_UNSUBSCRIBE_INVALID");
  return read;
}

/** The link's one action: that kind's e-mail off for that member (doing it twice changes nothing). */
export async function unsubscribeByToken(dataSource: DataSource, secret: string, token: unknown) {
  const { userId, kind } = checkUnsubscribeToken(secret, token);
  await setNoticePreference(dataSource, userId, kind, false);
  return { kind };
}
