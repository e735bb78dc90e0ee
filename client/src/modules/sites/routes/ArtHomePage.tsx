import { Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { ART_SITE, SITE_REGISTRY, sitePath } from "@vitrine/schema";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { SiteHero } from "../components/SiteHero";
import { ContentPreview, ReleasesPreview, ShowroomsPreview } from "../components/previews";

/** /{lang}/art — the art site's home: releases, art-culture editorial, showrooms and events. */
export function ArtHomePage() {
  const { locale } = useLocale();
  const site = SITE_REGISTRY[ART_SITE];
  return (
    <Stack gap={48} data-testid="art-home">
      <SiteHero
        site={site}
        eyebrow={<FormattedMessage id="site.art.eyebrow" />}
        tagline={<FormattedMessage id="site.art.tagline" />}
        cta={<FormattedMessage id="site.art.cta" />}
        ctaTo={sitePath(site.key, locale, "editorial")}
      />
      <ReleasesPreview site={site.key} subtitleId="site.art.releasesSubtitle" />
      <ContentPreview site={site.key} kind="EDITORIAL" />
      <ShowroomsPreview site={site.key} subtitleId="site.art.showroomsSubtitle" />
      <ContentPreview site={site.key} kind="EVENT" />
    </Stack>
  );
}
