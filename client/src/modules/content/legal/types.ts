/** Texts of the About overlay, the FAQ page and the legal pages (privacy policy, terms of service). */
export interface LegalTexts {
  about: { title: string; paragraphs: string[] };
  faq: { title: string; items: { q: string; a: string }[] };
  privacy: { title: string; updated: string; sections: { heading: string; body: string }[] };
  terms: { title: string; updated: string; sections: { heading: string; body: string }[] };
}
