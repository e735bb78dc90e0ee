import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link, useParams, useSearchParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useCollectStamp } from "../hooks/useCollectStamp";
import { campaignUrl, tokenOfScan } from "../urls";

/**
 * /{lang}/campaign/:id/stamp?t=…: what a venue QR opens. A signed-in member (visitors sign in first)
 * gets the stamp once; the page then links to the stamp card.
 */
export function CollectStampPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const { locale } = useLocale();
  const { collect } = useCollectStamp();
  const [outcome, setOutcome] = useState<"pending" | "done" | "failed">("pending");
  const sent = useRef(false);
  const token = tokenOfScan(params.get("t") ?? "");
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setOutcome("failed");
      return;
    }
    void collect(token).then((c) => setOutcome(c ? "done" : "failed"));
  }, [token, collect]);
  return (
    <Stack gap="md" align="flex-start" data-testid="collect-stamp-page">
      {outcome === "pending" ? <Loader /> : null}
      {outcome === "done" ? (
        <Alert color="teal" data-testid="collect-done">
          <FormattedMessage id="stamps.collectedNow" />
        </Alert>
      ) : null}
      {outcome === "failed" ? (
        <Alert color="red" data-testid="collect-failed">
          <Text size="sm">
            <FormattedMessage id="stamps.collectFailed" />
          </Text>
        </Alert>
      ) : null}
      <Button component={Link} to={campaignUrl(locale, id)} variant="light">
        <FormattedMessage id="stamps.toCard" />
      </Button>
    </Stack>
  );
}
