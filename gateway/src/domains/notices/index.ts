// The public surface of the notices domain: producers (other domains), workers and the HTTP routes
// import from here, never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { notifyAfterCommit, type NotifyInput } from "./services/notify.js";
export { produceNotice, DIGEST_DELAY_MS } from "./services/produce-notice.service.js";
export { sendNoticeDigest } from "./services/digest.service.js";
export { fanOutBroadcast, BROADCAST_BATCH } from "./services/broadcast.service.js";
export { NoticeHub } from "./services/notice-hub.js";
export { noticeChannel } from "./services/notice-channel.js";
export { checkUnsubscribeToken, unsubscribeByToken } from "./services/unsubscribe.service.js";
export { unsubscribeToken } from "./services/unsubscribe-token.js";
export { unsubscribePage } from "./services/unsubscribe-page.templates.js";
