/** Every TypeORM entity, listed once; the data source and tests use this list. */
import { MailMessageEntity } from "../domains/mail/entities/mail-message.entity.js";
import { OutboxMessageEntity } from "../domains/outbox/entities/outbox-message.entity.js";

export const ENTITIES = [OutboxMessageEntity, MailMessageEntity];
