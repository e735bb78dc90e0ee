import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { authChecker } from "./auth-checker.js";
import { AccountsResolver } from "../domains/accounts/graphql/accounts.resolver.js";
import { SocialLoginResolver } from "../domains/accounts/graphql/social-login.resolver.js";
import { TwoFactorResolver } from "../domains/accounts/graphql/two-factor.resolver.js";
import { AccountSessionsResolver } from "../domains/accounts/graphql/sessions.resolver.js";
import { CatalogResolver } from "../domains/catalog/graphql/catalog.resolver.js";
import { StaffCardsResolver } from "../domains/catalog/graphql/staff-cards.resolver.js";
import { CardDetailResolver } from "../domains/catalog/graphql/card-detail.resolver.js";
import { AuditResolver } from "../domains/audit/graphql/audit.resolver.js";
import { LedgerResolver } from "../domains/ledger/graphql/ledger.resolver.js";
import { MarketReadsResolver } from "../domains/market/graphql/market-reads.resolver.js";
import { MarketBidsResolver } from "../domains/market/graphql/market-bids.resolver.js";
import { MarketMutationsResolver } from "../domains/market/graphql/market-mutations.resolver.js";
import { ContactResolver } from "../domains/content/graphql/contact.resolver.js";
import { AppInfoResolver } from "../domains/platform/graphql/app-info.resolver.js";
import { PrimaryResolver } from "../domains/primary/graphql/primary.resolver.js";
import { PackagesResolver } from "../domains/packages/graphql/packages.resolver.js";
import { RedemptionResolver } from "../domains/redemption/graphql/redemption.resolver.js";
import { RedemptionAdminResolver } from "../domains/redemption/graphql/redemption-admin.resolver.js";
import { ConversionResolver } from "../domains/conversion/graphql/conversion.resolver.js";
import { FusionResolver } from "../domains/fusion/graphql/fusion.resolver.js";
import { JpointServiceResolver } from "../domains/jpoint-service/graphql/jpoint-service.resolver.js";
import { KycResolver } from "../domains/kyc/graphql/kyc.resolver.js";
import { BusinessResolver } from "../domains/business/graphql/business.resolver.js";
import { CardWithdrawalsResolver } from "../domains/wallet/card-withdrawals/graphql/card-withdrawals.resolver.js";
import { DepositsResolver } from "../domains/wallet/deposits/graphql/deposits.resolver.js";
import { UsdtNetworksResolver } from "../domains/wallet/networks/graphql/usdt-networks.resolver.js";
import { ChainStatusResolver } from "../domains/wallet/status/graphql/chain-status.resolver.js";
import { GiftsResolver } from "../domains/wallet/gifts/graphql/gifts.resolver.js";
import { NoticesResolver } from "../domains/notices/graphql/notices.resolver.js";
import { NoticeBroadcastResolver } from "../domains/notices/graphql/notice-broadcast.resolver.js";
import { UNUSED_PUBSUB } from "../domains/notices/graphql/notice-subscription.js";
import { UsdtWithdrawalsResolver } from "../domains/wallet/usdt-withdrawals/graphql/usdt-withdrawals.resolver.js";
import { ShowroomsResolver } from "../domains/showrooms/graphql/showrooms.resolver.js";
import { ShowroomsStaffResolver } from "../domains/showrooms/graphql/showrooms-staff.resolver.js";
import { CelebrityResolver } from "../domains/celebrities/graphql/celebrity.resolver.js";
import { CelebrityStaffResolver } from "../domains/celebrities/graphql/celebrity-staff.resolver.js";
import { StampsResolver } from "../domains/stamps/graphql/stamps.resolver.js";
import { QuizResolver } from "../domains/quiz/graphql/quiz.resolver.js";
import { MissionResolver } from "../domains/missions/graphql/mission.resolver.js";
import { MissionAdminResolver } from "../domains/missions/graphql/mission-admin.resolver.js";
import { ContentReaderResolver } from "../domains/content/graphql/content-reader.resolver.js";
import { ContentStaffResolver } from "../domains/content/graphql/content-staff.resolver.js";
import { SiteNoticeResolver } from "../domains/content/graphql/site-notice.resolver.js";
import { JpowerStoreResolver } from "../domains/jpower-store/graphql/store.resolver.js";
import { JpowerStoreStaffResolver } from "../domains/jpower-store/graphql/store-staff.resolver.js";
import { PartnerApiResolver } from "../domains/partners/graphql/partner-api.resolver.js";
import { PartnerMemberResolver } from "../domains/partners/graphql/partner-member.resolver.js";
import { PartnerStaffResolver } from "../domains/partners/graphql/partner-staff.resolver.js";
import { StaffConsoleResolver } from "../domains/staff-console/graphql/staff-console.resolver.js";
import { DashboardResolver } from "../domains/dashboards/graphql/dashboard.resolver.js";

/** Every resolver class, listed once. */
export const RESOLVERS = [
  AccountsResolver,
  AccountSessionsResolver,
  AppInfoResolver,
  AuditResolver,
  CardDetailResolver,
  CardWithdrawalsResolver,
  CatalogResolver,
  StaffCardsResolver,
  ContactResolver,
  ConversionResolver,
  FusionResolver,
  GiftsResolver,
  JpointServiceResolver,
  KycResolver,
  LedgerResolver,
  MarketReadsResolver,
  MarketBidsResolver,
  MarketMutationsResolver,
  PrimaryResolver,
  PackagesResolver,
  RedemptionResolver,
  RedemptionAdminResolver,
  SocialLoginResolver,
  TwoFactorResolver,
  UsdtWithdrawalsResolver,
  DepositsResolver,
  UsdtNetworksResolver,
  ChainStatusResolver,
  NoticesResolver,
  NoticeBroadcastResolver,
  BusinessResolver,
  ContentReaderResolver,
  ContentStaffResolver,
  SiteNoticeResolver,
  CelebrityResolver,
  CelebrityStaffResolver,
  StampsResolver,
  QuizResolver,
  MissionResolver,
  MissionAdminResolver,
  ShowroomsResolver,
  ShowroomsStaffResolver,
  JpowerStoreResolver,
  JpowerStoreStaffResolver,
  PartnerApiResolver,
  PartnerMemberResolver,
  PartnerStaffResolver,
  StaffConsoleResolver,
  DashboardResolver,
] as const;

export function buildGatewaySchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false, authChecker, pubSub: UNUSED_PUBSUB });
}

/** The SDL committed as schema/schema.graphql: sorted, so the file changes only when the API does. */
export function printGatewaySchema(schema: GraphQLSchema): string {
  return `# Emitted by the gateway (npm run schema:emit). Do not edit by hand.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
