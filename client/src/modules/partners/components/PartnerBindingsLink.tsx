import { Anchor, Group, Paper, Text } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { partnerBindingsUrl } from "../urls";

/** Account settings: the way to the member's partner bindings. */
export function PartnerBindingsLink() {
  const { locale } = useLocale();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "xl" }}
      bg="dark.7"
      data-testid="partner-bindings-link"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconPlugConnected size={22} />
          <div>
            <Text fw={600}>
              <FormattedMessage id="partners.bindings.title" />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="partners.bindings.linkHint" />
            </Text>
          </div>
        </Group>
        <Anchor component={Link} to={partnerBindingsUrl(locale)}>
          <FormattedMessage id="partners.bindings.manage" />
        </Anchor>
      </Group>
    </Paper>
  );
}
