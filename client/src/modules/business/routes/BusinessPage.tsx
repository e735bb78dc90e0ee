import { Stack } from "@mantine/core";
import { BusinessApplicationSection } from "../components/BusinessApplicationSection";
import { BusinessServicesContent } from "../components/BusinessServicesContent";

/**
 * /{lang}/business (spec §1 business-services page, §6 issuers apply through a business form): the
 * business-services text staff publish, then the issuer application.
 */
export function BusinessPage() {
  return (
    <Stack gap="lg" maw={900} mx="auto" data-testid="business-page">
      <BusinessServicesContent />
      <BusinessApplicationSection />
    </Stack>
  );
}
