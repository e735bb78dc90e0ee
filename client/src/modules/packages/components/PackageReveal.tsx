import type { CSSProperties } from "react";
import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { PackageFieldsFragment } from "../../../gql/graphql";
import { CardTile } from "../../catalog";
import { RarityBadge } from "./RarityBadge";
import classes from "./PackageReveal.module.css";

type Draw = PackageFieldsFragment["draws"][number];

/**
 * The drawn cards of a package. `animate` (right after opening) flips the tiles in one after another;
 * otherwise they simply show.
 */
export function PackageReveal({ draws, animate }: { draws: readonly Draw[]; animate: boolean }) {
  return (
    <Stack gap="xs" data-testid="package-reveal">
      {animate && (
        <Text fw={600} c="vitrine.3">
          <FormattedMessage id="packages.reveal.title" values={{ count: draws.length }} />
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} className={classes.grid}>
        {draws.map((draw, index) => (
          <Paper
            key={draw.slot}
            bg="transparent"
            data-testid="package-drawn-card"
            data-card-id={draw.card.id}
            className={animate ? classes.drawn : undefined}
            style={{ "--reveal-index": index } as CSSProperties}
          >
            <Stack gap={6}>
              <CardTile card={draw.card} />
              <RarityBadge rarity={draw.rarity} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
