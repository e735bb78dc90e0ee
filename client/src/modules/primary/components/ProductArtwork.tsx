import { AspectRatio, Center, Image, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPackage } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { PrimaryProductFieldsFragment } from "../../../gql/graphql";

const FALLBACK = "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E";

/** A release shows its card's artwork; a package (no single artwork) a package face with its size. */
export function ProductArtwork({
  product,
  radius = "lg",
  lazy = false,
}: {
  product: Pick<PrimaryProductFieldsFragment, "kind" | "name" | "card" | "cardsPerPackage">;
  radius?: "lg" | 0;
  lazy?: boolean;
}) {
  if (product.kind === "RELEASE" && product.card) {
    return (
      <AspectRatio ratio={1}>
        <Image
          src={product.card.imageUrl}
          alt={product.card.name}
          radius={radius}
          fit="cover"
          loading={lazy ? "lazy" : undefined}
          fallbackSrc={FALLBACK}
        />
      </AspectRatio>
    );
  }
  return (
    <AspectRatio ratio={1}>
      <Paper
        radius={radius}
        style={{
          background:
            "linear-gradient(135deg, var(--mantine-color-grape-9), var(--mantine-color-indigo-8) 55%, var(--mantine-color-teal-8))",
        }}
        aria-label={product.name}
        role="img"
      >
        <Center h="100%">
          <Stack align="center" gap={6}>
            <ThemeIcon size={64} radius="xl" variant="white" color="grape">
              <IconPackage size={38} />
            </ThemeIcon>
            {product.cardsPerPackage ? (
              <Text fw={600} c="white">
                <FormattedMessage id="primary.package.cardsPer" values={{ count: product.cardsPerPackage }} />
              </Text>
            ) : null}
          </Stack>
        </Center>
      </Paper>
    </AspectRatio>
  );
}
