import { useState } from "react";
import { Button, Code, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StaffProductFieldsFragment } from "../../../../gql/graphql";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { ConfirmModal } from "../console/ConsoleParts";
import { RevealPackageSeedMutation } from "../../graphql/catalog";

type Product = StaffProductFieldsFragment;

/** A package's seed commitment, and publishing the seed now (after a confirmation). */
export function SeedCell({ product }: { product: Product }) {
  const snackbar = useSnackbar();
  const intl = useIntl();
  const handleError = useErrorHandler();
  const [confirming, setConfirming] = useState(false);
  const [reveal, { loading, data }] = useMutation(RevealPackageSeedMutation);
  const revealed = data?.revealPackageSeed;
  const onReveal = async () => {
    try {
      await reveal({ variables: { productId: product.id } });
      snackbar.show(intl.formatMessage({ id: "staff.releases.revealed" }), "success");
    } catch (e) {
      handleError(e);
    }
    setConfirming(false);
  };
  return (
    <Stack gap={4}>
      <Code style={{ wordBreak: "break-all" }}>{(product.seedHash ?? "").slice(0, 16)}…</Code>
      {revealed?.seed ? (
        <Code data-testid="staff-release-seed" style={{ wordBreak: "break-all" }}>
          {revealed.seed}
        </Code>
      ) : (
        <Button
          size="xs"
          variant="light"
          color="orange"
          onClick={() => setConfirming(true)}
          data-testid="staff-release-reveal"
        >
          <FormattedMessage id="staff.releases.reveal" />
        </Button>
      )}
      <ConfirmModal
        opened={confirming}
        title={<FormattedMessage id="staff.releases.reveal" />}
        body={<FormattedMessage id="staff.releases.revealConfirm" values={{ name: product.name }} />}
        loading={loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void onReveal()}
      />
    </Stack>
  );
}
