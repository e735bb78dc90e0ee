import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import { insertNoticeOnce } from "../repo/notice.repo.js";
import { publishLiveNotice } from "./notice-channel.js";
import { linkFor } from "./notice-view.js";
import { wantsEmail } from "./preferences.service.js";

/**
 * How long notices gather before one digest mail goes out: every notice of a member within one
 * bucket of this length shares the digest job `notice-digest-<member>-<bucket>`, due at the bucket's end.
 */
export const DIGEST_DELAY_MS = 2 * 60_000;

export interface ProduceNotice {
  userId: string;
  kind: string;
  key: string;
  params: Record<string, string>;
}

/**
 * The notices worker's produce job: the notice row by INSERT IGNORE on (member, kind, key), so a
 * relay or a job run twice records it once. Only when a row was inserted: the member's digest mail is
 * scheduled (if they want this kind by e-mail, in the same transaction through the outbox) and, after
 * commit, every gateway instance is told over Redis so a connected member sees it live.
 */
export async function produceNotice(deps: AppDeps, input: ProduceNotice): Promise<string | null> {
  const noticeId = await withTransaction(deps.dataSource, async (em) => {
    const email = await wantsEmail(em, input.userId, input.kind);
    const link = linkFor(input.kind, input.params, input.key);
    const id = await insertNoticeOnce(em, {
      userId: input.userId,
      kind: input.kind,
      key: input.key,
      params: input.params,
      linkType: link?.type ?? null,
      linkId: link?.id ?? null,
      emailPending: email,
    });
    if (id && email) {
      const bucket = Math.floor(Date.now() / DIGEST_DELAY_MS);
      await enqueueAfterCommit(
        em,
        "notices",
        "digest",
        { userId: input.userId },
        { jobId: `notice-digest-${input.userId}-${bucket}`, runAt: new Date((bucket + 1) * DIGEST_DELAY_MS) },
      );
    }
    return id;
  });
  if (noticeId) {
    await publishLiveNotice(deps.redis, deps.config.QUEUE_PREFIX, { userId: input.userId, noticeId });
  }
  return noticeId;
}
