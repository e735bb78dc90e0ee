import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { MailAdapter } from "@vitrine/gateway/adapters/mail/mail-adapter.js";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { deliverMail } from "@vitrine/gateway/domains/mail/index.js";

/** mail/send: parse the payload, deliver the stored message. */
export const sendMailProcessor = (deps: AppDeps, adapter: MailAdapter) => async (job: Job) =>
  deliverMail(deps.dataSource, adapter, parseJobPayload("mail", "send", job.data).mailId);
