/**
 * Every migration in order. Listed explicitly (no glob) so the gateway, the CLI and the tests load
 * the same set under Node and vitest alike. Add a new migration file, then append its class here.
 */
import { Foundation1795340000000 } from "./1795340000000-foundation.js";
import { UserAccount1795340100000 } from "./1795340100000-user-account.js";
import { Accounts1795420000000 } from "./1795420000000-accounts.js";
import { Ledger1795430000000 } from "./1795430000000-ledger.js";
import { Market1795440000000 } from "./1795440000000-market.js";
import { MarketIndexes1795450000000 } from "./1795450000000-market-indexes.js";
import { Primary1795460000000 } from "./1795460000000-primary.js";
import { JpointExtras1795470000000 } from "./1795470000000-jpoint-extras.js";
import { Packages1795480000000 } from "./1795480000000-packages.js";
import { Wallet1795490000000 } from "./1795490000000-wallet.js";
import { RequestHash1795510000000 } from "./1795510000000-request-hash.js";
import { StaffDuties1795520000000 } from "./1795520000000-staff-duties.js";
import { KycAtRest1795540000000 } from "./1795540000000-kyc-at-rest.js";
import { WithdrawalCancel1795550000000 } from "./1795550000000-withdrawal-cancel.js";
import { OrderBookKeys1795561000000 } from "./1795561000000-order-book-keys.js";
import { LedgerShards1795570000000 } from "./1795570000000-ledger-shards.js";
import { BidGate1795571000000 } from "./1795571000000-bid-gate.js";
import { CardLikes1795572000000 } from "./1795572000000-card-likes.js";
import { MemberLedgerAccounts1795574000000 } from "./1795574000000-member-ledger-accounts.js";
import { Redemption1795573000000 } from "./1795573000000-redemption.js";
import { Notices1795576000000 } from "./1795576000000-notices.js";
import { Content1795575000000 } from "./1795575000000-content.js";
import { IssuerApplications1795577000000 } from "./1795577000000-issuer-applications.js";
import { Showrooms1795579000000 } from "./1795579000000-showrooms.js";
import { OrderRefunds1795578000000 } from "./1795578000000-order-refunds.js";
import { Celebrities1795580000000 } from "./1795580000000-celebrities.js";
import { Stamps1795583000000 } from "./1795583000000-stamps.js";
import { Quiz1795583500000 } from "./1795583500000-quiz.js";
import { Missions1795581000000 } from "./1795581000000-missions.js";
import { JpowerStore1795582000000 } from "./1795582000000-jpower-store.js";
import { Partners1795585000000 } from "./1795585000000-partners.js";
import { Custody1795586000000 } from "./1795586000000-custody.js";
import { Dashboards1795587000000 } from "./1795587000000-dashboards.js";
import { OutboxRequestId1795587100000 } from "./1795587100000-outbox-request-id.js";
import { PartnerSecretSealed1795588200000 } from "./1795588200000-partner-secret-sealed.js";
import { CardArtwork1795588000000 } from "./1795588000000-card-artwork.js";
import { SessionSiteKey1795588100000 } from "./1795588100000-session-site-key.js";

export const ALL_MIGRATIONS = [
  Foundation1795340000000,
  UserAccount1795340100000,
  Accounts1795420000000,
  Ledger1795430000000,
  Market1795440000000,
  MarketIndexes1795450000000,
  Primary1795460000000,
  JpointExtras1795470000000,
  Packages1795480000000,
  Wallet1795490000000,
  RequestHash1795510000000,
  StaffDuties1795520000000,
  KycAtRest1795540000000,
  WithdrawalCancel1795550000000,
  OrderBookKeys1795561000000,
  LedgerShards1795570000000,
  BidGate1795571000000,
  CardLikes1795572000000,
  Redemption1795573000000,
  MemberLedgerAccounts1795574000000,
  Notices1795576000000,
  IssuerApplications1795577000000,
  Content1795575000000,
  OrderRefunds1795578000000,
  Showrooms1795579000000,
  Celebrities1795580000000,
  Stamps1795583000000,
  Quiz1795583500000,
  Missions1795581000000,
  JpowerStore1795582000000,
  Partners1795585000000,
  Custody1795586000000,
  Dashboards1795587000000,
  OutboxRequestId1795587100000,
  CardArtwork1795588000000,
  SessionSiteKey1795588100000,
  PartnerSecretSealed1795588200000,
];
