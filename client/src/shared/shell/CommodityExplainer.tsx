import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowsExchange, IconBox, IconChartLine } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";

const POINTS = [
  { title: "shell.explainer.ownTitle", body: "shell.explainer.ownBody", icon: IconBox },
  { title: "shell.explainer.tradeTitle", body: "shell.explainer.tradeBody", icon: IconArrowsExchange },
  { title: "shell.explainer.valueTitle", body: "shell.explainer.valueBody", icon: IconChartLine },
] as const;

/** The digital-commodity explainer (spec §1/§2 overlays): what one is, owning, trading, value. */
export function CommodityExplainer({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="lg" maw={860} mx="auto" py="md" data-testid="commodity-explainer">
      <Text size="lg">
        <FormattedMessage id="shell.explainer.lead" />
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {POINTS.map(({ title, body, icon: Icon }) => (
          <Paper key={title} withBorder radius="lg" p="md" bg="dark.7">
            <Stack gap="xs">
              <ThemeIcon size={40} radius="xl" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h5">
                <FormattedMessage id={title} />
              </Title>
              <Text size="sm" c="dimmed">
                <FormattedMessage id={body} />
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Button onClick={onClose} w="fit-content" style={{ alignSelf: "center" }}>
        <FormattedMessage id="shell.explainer.close" />
      </Button>
    </Stack>
  );
}
