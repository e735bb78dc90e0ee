import { Box, Text } from "@mantine/core";
import type { MarketplaceBannersQuery } from "../../../../gql/graphql";
import classes from "./BannerCarousel.module.css";

type Banner = MarketplaceBannersQuery["marketplaceBanners"][number];

/** One banner: its image filling the frame, its title over it, the whole slide a link when it has one. */
export function BannerSlide({
  banner,
  label,
  hidden,
  eager,
}: {
  banner: Banner;
  label: string;
  hidden: boolean;
  eager: boolean;
}) {
  const content = (
    <>
      <img
        src={banner.imageUrl}
        alt=""
        className={classes.image}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      {banner.title ? (
        <Text className={classes.title} fw={700}>
          {banner.title}
        </Text>
      ) : null}
    </>
  );
  return (
    <Box
      className={classes.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={banner.title ? `${label}: ${banner.title}` : label}
      aria-hidden={hidden || undefined}
      // Slides out of view keep their links out of the tab order.
      inert={hidden}
      data-testid="banner-slide"
    >
      {banner.linkUrl ? (
        <a href={banner.linkUrl} className={classes.link}>
          {content}
        </a>
      ) : (
        content
      )}
    </Box>
  );
}
