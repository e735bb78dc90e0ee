import type { Locale } from "@vitrine/schema";

/** Stamp campaigns that have started. */
export const campaignsUrl = (locale: Locale) => `/${locale}/campaigns`;
/** A campaign: the member's stamp card, how to earn each stamp, winners and the draw's proof. */
export const campaignUrl = (locale: Locale, id: string) => `/${locale}/campaign/${encodeURIComponent(id)}`;
/** What a venue QR encodes: opening it signed in collects the stamp. */
export const collectStampUrl = (locale: Locale, campaignId: string, token: string) =>
  `${campaignUrl(locale, campaignId)}/stamp?t=${encodeURIComponent(token)}`;
/** Staff: campaigns, their stamps and venue QR codes. */
export const staffCampaignsUrl = (locale: Locale) => `/${locale}/admin/campaigns`;

/** The stamp token in a scanned text: a full venue QR URL, or the bare token. */
export function tokenOfScan(text: string): string | null {
  const bare = /^\d{1,10}\.[0-9a-f]{32}$/;
  if (bare.test(text.trim())) return text.trim();
  try {
    const t = new URL(text).searchParams.get("t");
    return t && bare.test(t) ? t : null;
  } catch {
    return null;
  }
}
