import { Group, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconBolt } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { MyJpowerQuery } from "../graphql/missions";
import { missionsUrl } from "../urls";

/** The member's Jpower and level, for the user area (avatar menu, missions page); links to the missions. */
export function JpowerBadge({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data } = useQuery(MyJpowerQuery, { fetchPolicy: "cache-and-network" });
  const jpower = data?.myJpower;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid="jpower-badge"
      c="inherit"
      td="none"
      renderRoot={(props) => <Link to={missionsUrl(locale)} {...props} />}
    >
      <IconBolt size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size={size} fw={600} data-testid="jpower-balance">
        <FormattedMessage
          id="missions.jpower.balance"
          values={{ amount: jpower ? intl.formatNumber(Number(jpower.balance)) : "—" }}
        />
      </Text>
      <Text size="xs" c="dimmed" data-testid="jpower-level">
        <FormattedMessage id="missions.jpower.level" values={{ level: jpower?.level ?? 1 }} />
      </Text>
    </Group>
  );
}
