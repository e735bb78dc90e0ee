import type { PubSub } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { DomainError } from "../../../shared/domain-error.js";
import type { NoticeHub } from "../services/notice-hub.js";
import type { NoticeView } from "../services/notice-view.js";

/** A subscription's context: the request context of the upgrade plus this instance's notice hub. */
export interface LiveContext extends GraphQLContext {
  noticeHub?: NoticeHub;
}

/**
 * noticeReceived's source: the signed-in member's own notices from this instance's hub, in the
 * connection's language. Anonymous callers never get here (the socket is refused at connect, and
 * @Authorized answers 1010 besides).
 */
export async function subscribeToNotices(ctx: GraphQLContext): Promise<AsyncIterable<NoticeView>> {
  const { user } = await ctx.auth.require();
  const hub = (ctx as LiveContext).noticeHub;
  if (!hub) throw new DomainError("SERVICE_UNAVAILABLE");
  return hub.subscribe(user.id, await ctx.language.resolve());
}

/**
 * type-graphql refuses to build a schema with a subscription unless a PubSub is configured, even
 * when every subscription brings its own `subscribe` (ours do: the hub is per gateway instance, not
 * per schema). This one is never used.
 */
export const UNUSED_PUBSUB: PubSub = {
  publish() {
    throw new Error("subscriptions use their own subscribe function");
  },
  subscribe() {
    throw new Error("subscriptions use their own subscribe function");
  },
};
