import { produceNotice } from "../../../src/domains/notices/index.js";
import type { MarketUser } from "../../helpers/market-fixtures.js";
import type { Fixtures } from "../../helpers/refusal-table.js";
import type { TestGateway } from "../../helpers/test-gateway.js";
import { applicationInput, SUBMIT } from "../business/business-fixtures.js";
import { newCelebrity } from "../celebrities/celebrity-fixtures.js";
import { establishedRoom, grantJallery, newTemplate } from "../showrooms/showroom-fixtures.js";
import { storeRefusalFixtures } from "../jpower-store/store-fixtures.js";
import { partnerRefusalFixtures } from "../partners/partner-refusal-fixtures.js";
import { missionRefusalFixtures } from "../missions/mission-fixtures.js";
import { stampsRefusalFixtures } from "../stamps/stamps-refusal-fixtures.js";

type FeatureFixtures = Pick<
  Fixtures,
  | "notice"
  | "businessApplication"
  | "celebrity"
  | "showroom"
  | "showroomToDelete"
  | "showroomTemplate"
  | "storeItem"
  | "storeOrder"
  | "storeAddress"
  | "partner"
  | "partnerBinding"
  | "partnerEvent"
  | "mission"
  | "campaign"
  | "campaignStamp"
  | "quiz"
  | "quizAttempt"
  | "quizQuestion"
  | "quizChoice"
>;

/**
 * The refusal table's targets in the member features (refusal-table-features.ts): a notice of the
 * owner, an application another member submitted, a celebrity, a room type and two published rooms
 * of the owner (one for the delete, which would take the other from the operations after it); the
 * other member gets Jallery too, so their showroom calls reach the target rules.
 */
export async function featureRefusalFixtures(
  t: TestGateway,
  owner: MarketUser,
  other: MarketUser,
  applicant: MarketUser,
): Promise<FeatureFixtures> {
  const deps = t.gateway.deps;
  const notice = await produceNotice(deps, {
    userId: owner.id,
    kind: "DEPOSIT_CREDITED",
    key: `refusal-${Date.now()}`,
    params: { depositId: "901", amount: "12500000", network: "ERC20" },
  });
  if (!notice) throw new Error("no notice produced");
  const submitted = await applicant.client.gql<{ submitBusinessApplication: { id: string } }>(SUBMIT, {
    i: applicationInput(),
  });
  if (submitted.body.errors) throw new Error(JSON.stringify(submitted.body.errors));
  const showroomTemplate = await newTemplate(t);
  await grantJallery(t, owner);
  await grantJallery(t, other);
  return {
    notice,
    businessApplication: submitted.body.data!.submitBusinessApplication.id,
    celebrity: await newCelebrity(deps),
    showroom: await establishedRoom(t, owner, showroomTemplate),
    showroomToDelete: await establishedRoom(t, owner, showroomTemplate),
    showroomTemplate,
    ...(await storeRefusalFixtures(deps, owner.id)),
    ...(await partnerRefusalFixtures(t, owner)),
    ...(await missionRefusalFixtures(deps, owner.id)),
    ...(await stampsRefusalFixtures(deps, owner.id)),
  };
}
