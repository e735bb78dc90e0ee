import { Anchor, Badge, Paper, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { quizUrl } from "../../quiz";
import type { CampaignDetailFragment } from "../../../gql/graphql";
import { ACTION_LABEL } from "./messages";

type Stamp = CampaignDetailFragment["stamps"][number];

/** The member's stamp card: each stamp, collected or not, and how to earn it. */
export function StampCard({ stamps }: { stamps: readonly Stamp[] }) {
  const { locale } = useLocale();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="stamp-card">
      {stamps.map((s) => {
        const done = s.collectedAt !== null;
        return (
          <Paper
            key={s.id}
            withBorder
            radius="lg"
            p="sm"
            data-testid="stamp"
            data-collected={done ? "yes" : "no"}
            style={{ borderStyle: done ? "solid" : "dashed" }}
          >
            <Stack gap={6} align="center" ta="center">
              <ThemeIcon
                size={48}
                radius="xl"
                variant={done ? "filled" : "light"}
                color={done ? "teal" : "gray"}
              >
                {done ? <IconCircleCheck size={30} /> : <IconCircleDashed size={30} />}
              </ThemeIcon>
              <Text fw={700} size="sm">
                {s.name}
              </Text>
              <Badge variant="light" color={done ? "teal" : "gray"} size="sm">
                <FormattedMessage id={done ? "stamps.collected" : "stamps.notCollected"} />
              </Badge>
              <Text size="xs" c="dimmed">
                <FormattedMessage id={ACTION_LABEL[s.action] ?? "stamps.action.VENUE_QR"} />
              </Text>
              {s.hint ? (
                <Text size="xs" style={{ whiteSpace: "pre-wrap" }}>
                  {s.hint}
                </Text>
              ) : null}
              {s.action === "QUIZ" && s.refId && !done ? (
                <Anchor component={Link} to={quizUrl(locale, s.refId)} size="xs">
                  <FormattedMessage id="stamps.takeQuiz" />
                </Anchor>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
