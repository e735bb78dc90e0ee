import { Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { SITE_REGISTRY, STAR_SITE, sitePath } from "@vitrine/schema";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { SiteHero } from "../components/SiteHero";
import { BoardPreview, CampaignsPreview, ReleasesPreview, ShowroomsPreview } from "../components/previews";

/** /{lang}/star — Metastar's home: the celebrity board's leaders, star showrooms, releases and rallies. */
export function StarHomePage() {
  const { locale } = useLocale();
  const site = SITE_REGISTRY[STAR_SITE];
  return (
    <Stack gap={48} data-testid="star-home">
      <SiteHero
        site={site}
        eyebrow={<FormattedMessage id="site.star.eyebrow" />}
        tagline={<FormattedMessage id="site.star.tagline" />}
        cta={<FormattedMessage id="site.star.cta" />}
        ctaTo={sitePath(site.key, locale, "celebrities")}
      />
      <BoardPreview site={site.key} />
      <ShowroomsPreview site={site.key} subtitleId="site.star.showroomsSubtitle" />
      <ReleasesPreview site={site.key} subtitleId="site.star.releasesSubtitle" />
      <CampaignsPreview site={site.key} />
    </Stack>
  );
}
