import type { ReactNode } from "react";
import { Anchor, Group, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { digitalWalletUrl } from "../urls";

/**
 * The heading of every page under the digital wallet (deposit, withdraw, records, card transfers):
 * the title and the way back to the wallet, after any other links the page adds (`children`). One
 * component so those pages keep the same header.
 */
export function WalletPageHeader({ titleId, children }: { titleId: string; children?: ReactNode }) {
  const { locale } = useLocale();
  const back = (
    <Anchor component={Link} to={digitalWalletUrl(locale)}>
      <Group gap={4}>
        <IconArrowLeft size={16} />
        <FormattedMessage id="wallet.back" />
      </Group>
    </Anchor>
  );
  return (
    <Group justify="space-between">
      <Title order={1}>
        <FormattedMessage id={titleId} />
      </Title>
      {children ? (
        <Group gap="md">
          {children}
          {back}
        </Group>
      ) : (
        back
      )}
    </Group>
  );
}
