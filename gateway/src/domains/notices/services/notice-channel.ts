import type { Redis } from "ioredis";

/**
 * The Redis pub/sub channel live notices travel on. It carries the queue prefix, so parallel test
 * runs (each with its own prefix) and several deployments on one Redis never see each other's.
 */
export const noticeChannel = (queuePrefix: string) => `${queuePrefix}:notices:live`;

export interface LiveNoticeMessage {
  userId: string;
  noticeId: string;
}

/** Tells every gateway instance a member has a new notice (ids only; each instance reads the row). */
export async function publishLiveNotice(redis: Redis, queuePrefix: string, message: LiveNoticeMessage) {
  await redis.publish(noticeChannel(queuePrefix), JSON.stringify(message));
}
