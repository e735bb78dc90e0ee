import { useEffect, useState } from "react";
import { ActionIcon, Box, Group, Skeleton, UnstyledButton } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { MarketplaceBannersQuery } from "../../graphql/reader";
import { BannerSlide } from "./BannerSlide";
import classes from "./BannerCarousel.module.css";

const INTERVAL_MS = 6000;

/**
 * The marketplace banners (spec §7 /banner/marketplace/{locale}) as a small carousel: previous / next
 * and one button per slide, a pause button; it turns by itself only while nobody hovers or focuses it
 * and never when the system asks for reduced motion. The frame has a fixed aspect ratio, also while
 * loading, so the page below does not move.
 */
export function BannerCarousel() {
  const intl = useIntl();
  const { data, loading } = useQuery(MarketplaceBannersQuery);
  const banners = data?.marketplaceBanners ?? [];
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const autoplay = count > 1 && !reducedMotion && !stopped;
  const running = autoplay && !hovered && !focused;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  if (loading && !data)
    return <Skeleton className={classes.frame} radius="md" data-testid="banner-loading" />;
  if (!count) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      component="section"
      className={classes.root}
      aria-roledescription={intl.formatMessage({ id: "content.banner.carousel" })}
      aria-label={intl.formatMessage({ id: "content.banner.label" })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="banner-carousel"
    >
      <Box className={classes.frame}>
        <Box
          className={classes.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          data-reduced-motion={reducedMotion || undefined}
          aria-live={running ? "off" : "polite"}
        >
          {banners.map((banner, i) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              label={intl.formatMessage({ id: "content.banner.slide" }, { n: i + 1, count })}
              hidden={i !== current}
              eager={i === 0}
            />
          ))}
        </Box>
        {count > 1 ? (
          <>
            <ActionIcon
              className={`${classes.arrow} ${classes.prev}`}
              variant="filled"
              color="dark"
              radius="xl"
              size="lg"
              aria-label={intl.formatMessage({ id: "content.banner.previous" })}
              onClick={() => go(current - 1)}
              data-testid="banner-prev"
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon
              className={`${classes.arrow} ${classes.next}`}
              variant="filled"
              color="dark"
              radius="xl"
              size="lg"
              aria-label={intl.formatMessage({ id: "content.banner.next" })}
              onClick={() => go(current + 1)}
              data-testid="banner-next"
            >
              <IconChevronRight size={20} />
            </ActionIcon>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <Group gap={6} justify="center" mt={8}>
          {autoplay || stopped ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={intl.formatMessage({
                id: stopped ? "content.banner.play" : "content.banner.pause",
              })}
              onClick={() => setStopped((s) => !s)}
              data-testid="banner-toggle"
            >
              {stopped ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />}
            </ActionIcon>
          ) : null}
          {banners.map((banner, i) => (
            <UnstyledButton
              key={banner.id}
              className={classes.dot}
              data-active={i === current || undefined}
              aria-label={intl.formatMessage({ id: "content.banner.goTo" }, { n: i + 1, count })}
              aria-current={i === current ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
