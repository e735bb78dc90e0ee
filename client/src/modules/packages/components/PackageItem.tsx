import { useState } from "react";
import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconGift, IconShieldCheck } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { PackageFieldsFragment } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { splitDuration, useTimeLeft } from "../../../shared/hooks/useTimeLeft";
import { primaryProductUrl } from "../../primary";
import { OpenPackageMutation } from "../graphql/mutations";
import { PackageReveal } from "./PackageReveal";
import { VerifyPanel } from "./VerifyPanel";

/**
 * One package: product, serial, state; Open (disabled with a countdown before openAt) → the drawn cards
 * flip in; opened ones show their cards. Verify unfolds the client-side recomputation of the draw.
 */
export function PackageItem({
  pkg,
  justOpened,
  onOpened,
}: {
  pkg: PackageFieldsFragment;
  justOpened: boolean;
  onOpened: (packageId: string) => void;
}) {
  const { locale } = useLocale();
  const handleError = useErrorHandler();
  const [verifying, setVerifying] = useState(false);
  const [open, { loading }] = useMutation(OpenPackageMutation, { refetchQueries: ["MyCollection"] });
  const timeLeft = useTimeLeft(pkg.openAt);
  const waiting = timeLeft !== null && timeLeft > 0;
  const opened = pkg.state === "OPENED";

  return (
    <Paper withBorder radius="lg" p="md" data-testid="package-item" data-state={pkg.state}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 240px" }}>
            <ThemeIcon size={44} radius="md" variant="light" color={opened ? "gray" : "vitrine"}>
              <IconGift size={24} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={primaryProductUrl(locale, pkg.productId)}
                fw={600}
                c="inherit"
                lineClamp={1}
                data-testid="package-name"
              >
                {pkg.productName}
              </Anchor>
              <Text size="sm" c="dimmed" data-testid="package-serial">
                <FormattedMessage
                  id="packages.serial"
                  values={{ serial: pkg.serial, total: pkg.totalSupply }}
                />
                {" · "}
                <FormattedMessage id="packages.cardsPerPackage" values={{ count: pkg.cardsPerPackage }} />
              </Text>
              {opened && pkg.openedAt && (
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="packages.openedAt"
                    values={{
                      date: <FormattedDate value={pkg.openedAt} dateStyle="medium" timeStyle="short" />,
                    }}
                  />
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap" ml="auto">
            {opened ? (
              <Badge variant="dot" color="gray">
                <FormattedMessage id="packages.state.OPENED" />
              </Badge>
            ) : (
              <Button
                data-testid="package-open"
                loading={loading}
                disabled={waiting}
                onClick={() =>
                  void open({ variables: { packageId: pkg.id } }).then(
                    (result) => result.data && onOpened(pkg.id),
                    handleError,
                  )
                }
              >
                {waiting ? (
                  <FormattedMessage id="packages.opensIn" values={splitDuration(timeLeft)} />
                ) : (
                  <FormattedMessage id="packages.open" />
                )}
              </Button>
            )}
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconShieldCheck size={16} />}
              data-testid="package-verify"
              aria-expanded={verifying}
              onClick={() => setVerifying((v) => !v)}
            >
              <FormattedMessage id="packages.verify" />
            </Button>
          </Group>
        </Group>
        {opened && pkg.draws.length > 0 && <PackageReveal draws={pkg.draws} animate={justOpened} />}
        {verifying && <VerifyPanel pkg={pkg} />}
      </Stack>
    </Paper>
  );
}
