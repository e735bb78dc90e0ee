/**
 * Countries offered in the profile, as ISO 3166-1 alpha-2 codes with their phone prefixes. Names are
 * not stored here: Intl.DisplayNames gives them in the page's language.
 */
export const COUNTRIES: ReadonlyArray<{ code: string; dial: string }> = [
  { code: "TW", dial: "+886" },
  { code: "HK", dial: "+852" },
  { code: "MO", dial: "+853" },
  { code: "CN", dial: "+86" },
  { code: "JP", dial: "+81" },
  { code: "KR", dial: "+82" },
  { code: "SG", dial: "+65" },
  { code: "MY", dial: "+60" },
  { code: "TH", dial: "+66" },
  { code: "VN", dial: "+84" },
  { code: "PH", dial: "+63" },
  { code: "ID", dial: "+62" },
  { code: "AU", dial: "+61" },
  { code: "NZ", dial: "+64" },
  { code: "US", dial: "+1" },
  { code: "CA", dial: "+1" },
  { code: "GB", dial: "+44" },
  { code: "DE", dial: "+49" },
  { code: "FR", dial: "+33" },
];

/** Spec: Taiwan is the home market, so its prefix is the default. */
export const DEFAULT_DIAL_CODE = "+886";

export function regionNames(languageTag: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([languageTag], { type: "region" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}
