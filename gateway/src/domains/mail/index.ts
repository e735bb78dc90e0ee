// The public surface of the mail domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { queueMail } from "./services/queue-mail.service.js";
