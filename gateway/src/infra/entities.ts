/** Every TypeORM entity, listed once; the data source and tests use this list. */
import { EmailCodeEntity } from "../domains/accounts/entities/email-code.entity.js";
import { SocialIdentityEntity } from "../domains/accounts/entities/social-identity.entity.js";
import { UserAccountEntity } from "../domains/accounts/entities/user-account.entity.js";
import { UserSessionEntity } from "../domains/accounts/entities/user-session.entity.js";
import { ArtistEntity } from "../domains/catalog/entities/artist.entity.js";
import { CardEntity } from "../domains/catalog/entities/card.entity.js";
import { ChainEntity } from "../domains/catalog/entities/chain.entity.js";
import { PublisherEntity } from "../domains/catalog/entities/publisher.entity.js";
import { SeriesEntity } from "../domains/catalog/entities/series.entity.js";
import { MailMessageEntity } from "../domains/mail/entities/mail-message.entity.js";
import { OutboxMessageEntity } from "../domains/outbox/entities/outbox-message.entity.js";

export const ENTITIES = [
  ChainEntity,
  PublisherEntity,
  ArtistEntity,
  SeriesEntity,
  CardEntity,
  OutboxMessageEntity,
  MailMessageEntity,
  UserAccountEntity,
  UserSessionEntity,
  EmailCodeEntity,
  SocialIdentityEntity,
];
