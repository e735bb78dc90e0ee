import { BusinessServicesIntro } from "./BusinessServicesIntro";

/** The staff-managed BUSINESS_SERVICES text (content contract); the built-in intro until it exists. */
export function BusinessServicesContent() {
  return <BusinessServicesIntro />;
}
