import { Image } from "@mantine/core";

/** Card artwork is 600×800 (gateway/src/domains/catalog/art/generate-art.ts); grids show it square. */
const ART_WIDTH = 600;
const ART_HEIGHT = 800;

/** How wide a grid tile is (2, 3 and 4 columns in a container of at most ~1,200 px). */
const GRID_SIZES = "(max-width: 48em) 50vw, (max-width: 75em) 33vw, 300px";

/**
 * A card's picture in a tile. Sized (width and height, so the layout does not move when it arrives),
 * decoded off the main thread, and fetched by where it is: `priority` for the first row a page
 * shows (fetched at once, ahead of the rest: the largest contentful paint is usually one of them),
 * lazily for the rest (not before they come near the window). `srcSet` takes raster variants when
 * the gateway serves them; the generated artwork is SVG today, one file at every size.
 */
export function CardImage({
  src,
  alt,
  priority = false,
  srcSet,
  fallbackSrc,
}: {
  src: string;
  alt: string;
  priority?: boolean;
  srcSet?: string;
  fallbackSrc?: string;
}) {
  return (
    <Image
      src={src}
      alt={alt}
      srcSet={srcSet}
      sizes={srcSet ? GRID_SIZES : undefined}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      fit="cover"
      h="100%"
      w="100%"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      fallbackSrc={fallbackSrc}
    />
  );
}

/** How many tiles of a grid count as its first row (the widest grid has 4 columns). */
export const PRIORITY_TILES = 4;
