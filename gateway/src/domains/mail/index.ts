// The public surface of the mail domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { queueMail } from "./services/queue-mail.service.js";
export { deliverMail, type DeliveryOutcome } from "./services/deliver-mail.service.js";
export { listMailbox, type MailboxEntry } from "./services/list-mailbox.service.js";
