import { useEffect, useState } from "react";
import { Alert, Code, Group, Loader, Paper, Stack, Table, Text, ThemeIcon } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { PackageFieldsFragment } from "../../../gql/graphql";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { PackageVerificationQuery } from "../graphql/queries";
import { recomputeDraw, sha256Hex, type VerifyPoolEntry } from "./verifyDraw";
import { useRarityLabel } from "./RarityBadge";

interface Check {
  hashOk: boolean;
  slots: { slot: number; entry: VerifyPoolEntry; minted: string | null }[];
}

/**
 * Checks a package's draw in the browser: the published seed hash, the seed once revealed, SHA-256 of
 * the seed against the hash, and the cards recomputed with WebCrypto (verifyDraw.ts) against the cards
 * that were minted. ✓ only when the hash and every opened slot match.
 */
export function VerifyPanel({ pkg }: { pkg: PackageFieldsFragment }) {
  const { data, error, loading, refetch } = useQuery(PackageVerificationQuery, {
    variables: { productId: pkg.productId },
    fetchPolicy: "network-only",
  });
  const rarityLabel = useRarityLabel();
  const [check, setCheck] = useState<Check | null>(null);
  const verification = data?.packageVerification;
  const seed = verification?.seed ?? null;

  useEffect(() => {
    if (!verification || !seed) return;
    let live = true;
    void (async () => {
      const hashOk = (await sha256Hex(seed)) === verification.seedHash;
      const drawn = await recomputeDraw({
        seed,
        productId: verification.productId,
        serial: pkg.serial,
        cardsPerPackage: verification.cardsPerPackage,
        pool: verification.pool,
      });
      const minted = new Map(pkg.draws.map((d) => [d.slot, d.card.id]));
      if (live) {
        setCheck({ hashOk, slots: drawn.map((d) => ({ ...d, minted: minted.get(d.slot) ?? null })) });
      }
    })();
    return () => {
      live = false;
    };
  }, [verification, seed, pkg.serial, pkg.draws]);

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading || !verification) return <Loader size="sm" />;

  const opened = pkg.state === "OPENED" && pkg.draws.length > 0;
  const allMatch =
    check !== null && check.hashOk && opened && check.slots.every((s) => s.minted === s.entry.card.id);

  return (
    <Paper withBorder radius="md" p="md" bg="dark.7" data-testid="package-verify-panel">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="packages.verify.algorithm" values={{ id: verification.algorithm }} />
        </Text>
        <Text size="sm">
          <FormattedMessage id="packages.verify.seedHash" />
        </Text>
        <Code block data-testid="package-verify-hash">
          {verification.seedHash}
        </Code>
        {seed ? (
          <>
            <Text size="sm">
              <FormattedMessage id="packages.verify.seed" />
            </Text>
            <Code block data-testid="package-verify-seed">
              {seed}
            </Code>
          </>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="gray" size="sm">
              <IconLock size={14} />
            </ThemeIcon>
            <Text size="sm" c="dimmed" data-testid="package-verify-hidden">
              <FormattedMessage id="packages.verify.seedHidden" />
            </Text>
          </Group>
        )}
        {seed && !check && <Loader size="sm" />}
        {check && (
          <>
            {!check.hashOk && (
              <Alert color="red" icon={<IconAlertTriangle size={16} />} data-testid="package-verify-bad">
                <FormattedMessage id="packages.verify.hashBad" />
              </Alert>
            )}
            <Table withRowBorders={false} verticalSpacing={4} data-testid="package-verify-slots">
              <Table.Tbody>
                {check.slots.map((s) => (
                  <Table.Tr key={s.slot}>
                    <Table.Td>
                      <FormattedMessage id="packages.verify.slot" values={{ slot: s.slot }} />
                    </Table.Td>
                    <Table.Td>{s.entry.card.name}</Table.Td>
                    <Table.Td>{rarityLabel(s.entry.rarity)}</Table.Td>
                    <Table.Td>{s.minted === null ? "–" : s.minted === s.entry.card.id ? "✓" : "✗"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {allMatch ? (
              <Text size="sm" c="teal.4" fw={600} data-testid="package-verify-ok">
                ✓ <FormattedMessage id="packages.verify.match" />
              </Text>
            ) : opened ? (
              check.hashOk && (
                <Alert
                  color="red"
                  icon={<IconAlertTriangle size={16} />}
                  data-testid="package-verify-mismatch"
                >
                  <FormattedMessage id="packages.verify.mismatch" />
                </Alert>
              )
            ) : (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="packages.verify.notOpened" />
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
