import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { primaryProductUrl } from "../../primary";

/** Shown instead of the room pages without Jallery: the spec's message and the way to buy it. */
export function JalleryGate({
  productId,
  rooms,
  slots,
}: {
  productId: string | null;
  rooms: number;
  slots: number;
}) {
  const { locale } = useLocale();
  return (
    <Alert color="violet" radius="lg" icon={<IconLock size={20} />} data-testid="jallery-gate">
      <Stack gap="sm">
        <Text fw={600}>
          <FormattedMessage id="error.SHOWROOM_ACCESS_REQUIRED" />
        </Text>
        <Text size="sm">
          <FormattedMessage id="showrooms.jallery.gives" values={{ rooms, slots }} />
        </Text>
        {productId && (
          <Button
            component={Link}
            to={primaryProductUrl(locale, productId)}
            w="fit-content"
            data-testid="jallery-buy"
          >
            <FormattedMessage id="showrooms.jallery.buy" />
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
