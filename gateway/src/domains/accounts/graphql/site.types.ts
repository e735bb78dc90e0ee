import { registerEnumType } from "type-graphql";
import type { SiteKey } from "@vitrine/schema";

/** The sites of the platform by key (schema/src/sites.ts); the GraphQL values are their upper-case names. */
export const SiteEnum = {
  PORTAL: "portal",
  MARKETPLACE: "marketplace",
  STAR: "star",
  ART: "art",
} as const satisfies Record<string, SiteKey>;
export type SiteEnum = (typeof SiteEnum)[keyof typeof SiteEnum];

registerEnumType(SiteEnum, {
  name: "Site",
  description:
    "A site of the platform (one shared account): PORTAL /{lang}, MARKETPLACE /{lang}/marketplace (website code 2), STAR /{lang}/star (Metastar), ART /{lang}/art; every site but the marketplace has website code 1.",
});
