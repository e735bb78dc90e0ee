// The public surface of the outbox domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { relayOutbox, jobRequestId } from "./services/relay-outbox.service.js";
export { purgeDispatchedOutbox } from "./services/purge-dispatched-outbox.service.js";
export { enqueueAfterCommit } from "./services/enqueue-after-commit.service.js";
export { outboxBacklog } from "./outbox.repo.js";
