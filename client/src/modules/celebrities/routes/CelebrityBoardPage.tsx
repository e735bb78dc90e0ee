import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { BoardRow } from "../components/BoardRow";
import { PERIOD_LABEL, periodLabel } from "../components/periodLabel";
import { TopChart } from "../components/TopChart";
import { CelebrityBoardQuery } from "../graphql/celebrities";
import { shownLikes, useLikeCelebrity } from "../hooks/useLikeCelebrity";

const PERIODS = ["DAY", "WEEK", "MONTH"] as const;
type Period = (typeof PERIODS)[number];
const isPeriod = (v: string | null): v is Period => PERIODS.includes(v as Period);

/**
 * /{lang}/celebrities: the celebrity index board. Day, week or month (GMT+8) in the `period` query
 * parameter, a past period by its `start`; ranks with movement against the period before, a chart of
 * the top ten, and like buttons on the current period (optimistic count).
 */
export function CelebrityBoardPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const period: Period = isPeriod(params.get("period")) ? (params.get("period") as Period) : "DAY";
  const start = params.get("start");
  const { data, error, loading, refetch } = useQuery(CelebrityBoardQuery, {
    variables: { period, start },
    fetchPolicy: "cache-and-network",
  });
  const { like, pending } = useLikeCelebrity();
  const board = data?.celebrityBoard;
  const go = (next: { period?: Period; start?: string | null }) => {
    const p = new URLSearchParams();
    const nextPeriod = next.period ?? period;
    if (nextPeriod !== "DAY") p.set("period", nextPeriod);
    const nextStart = "start" in next ? next.start : start;
    if (nextStart) p.set("start", nextStart);
    setParams(p);
  };

  return (
    <Stack gap="md" data-testid="celebrity-board">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <FormattedMessage id="celebrities.title" />
        </Title>
        <Text c="dimmed" size="sm">
          <FormattedMessage id="celebrities.intro" />
        </Text>
      </Stack>
      <SegmentedControl
        fullWidth
        value={period}
        onChange={(v) => go({ period: v as Period, start: null })}
        data={PERIODS.map((p) => ({ value: p, label: intl.formatMessage({ id: PERIOD_LABEL[p] }) }))}
        data-testid="celebrity-period"
      />
      {board ? (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => go({ start: board.previousStart })}
            data-testid="celebrity-prev"
          >
            <FormattedMessage id="celebrities.previous" />
          </Button>
          <Stack gap={0} align="center">
            <Text fw={600} data-testid="celebrity-period-label">
              {periodLabel(intl, period, board.start, board.lastDay)}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id={
                  board.current
                    ? "celebrities.live"
                    : board.closed
                      ? "celebrities.final"
                      : "celebrities.counted"
                }
              />
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={<IconChevronRight size={16} />}
            disabled={!board.nextStart}
            onClick={() => go({ start: board.nextStart })}
            data-testid="celebrity-next"
          >
            <FormattedMessage id="celebrities.next" />
          </Button>
        </Group>
      ) : null}
      {error && !board ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {board && board.entries.length === 0 ? (
        <EmptyState title={<FormattedMessage id="celebrities.empty" />} testId="celebrity-empty" />
      ) : null}
      {board ? <TopChart entries={board.entries} /> : null}
      {board ? (
        <Stack gap="xs" data-testid="celebrity-rows">
          {board.entries.map((entry) => {
            const isPending = pending.has(entry.celebrity.id);
            return (
              <BoardRow
                key={entry.celebrity.id}
                entry={entry}
                likes={board.current ? shownLikes(entry.likes, entry.likedToday, isPending) : entry.likes}
                canLike={board.current}
                pending={isPending}
                onLike={() => void like(entry.celebrity.id)}
              />
            );
          })}
        </Stack>
      ) : null}
      {loading && !board ? (
        <Text c="dimmed">
          <FormattedMessage id="app.loading" />
        </Text>
      ) : null}
    </Stack>
  );
}
