import { Badge, Tooltip } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";

/** Marks an item shown in Traditional Chinese because the page language has no translation yet. */
export function FallbackBadge() {
  const intl = useIntl();
  return (
    <Tooltip label={intl.formatMessage({ id: "content.fallback.hint" })} withArrow>
      <Badge
        variant="light"
        color="yellow"
        leftSection={<IconLanguage size={12} />}
        lang="zh-Hant"
        data-testid="content-fallback"
      >
        <FormattedMessage id="content.fallback" />
      </Badge>
    </Tooltip>
  );
}
