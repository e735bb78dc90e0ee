/**
 * What other modules use from the partners module (partner platforms: consent, bindings, staff page).
 * The eagerly loaded app shell imports urls.ts directly, not this file.
 */
export { partnerBindingsUrl, partnerConsentUrl, staffPartnersUrl } from "./urls";
export { PartnerBindingsLink } from "./components/PartnerBindingsLink";
