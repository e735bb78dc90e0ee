/** Every TypeORM entity, listed once; the data source and tests use this list. */
import { EmailCodeEntity } from "../domains/accounts/entities/email-code.entity.js";
import { SocialIdentityEntity } from "../domains/accounts/entities/social-identity.entity.js";
import { UserAccountEntity } from "../domains/accounts/entities/user-account.entity.js";
import { UserSessionEntity } from "../domains/accounts/entities/user-session.entity.js";
import { MailMessageEntity } from "../domains/mail/entities/mail-message.entity.js";
import { OutboxMessageEntity } from "../domains/outbox/entities/outbox-message.entity.js";

export const ENTITIES = [
  OutboxMessageEntity,
  MailMessageEntity,
  UserAccountEntity,
  UserSessionEntity,
  EmailCodeEntity,
  SocialIdentityEntity,
];
