import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderInShell } from "../../src/shared/test/renderApp";
import { CLAIM_QUEUE_KEY, useClaimQueue } from "../../src/modules/redemption/hooks/useClaimQueue";
import { redeemEvent, redemption } from "./fixtures";

let online = true;
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? "online" : "offline"));
}

/** The hook behind the panel's "scan claim QR" mode, driven by buttons instead of a camera. */
function Harness() {
  const queue = useClaimQueue();
  return (
    <div>
      {["VCLAIM1.r1.1.a", "VCLAIM1.r2.2.b", "VCLAIM1.r3.3.c"].map((payload) => (
        <button key={payload} onClick={() => void queue.scan(payload)}>
          {payload}
        </button>
      ))}
      <p data-testid="pending">{queue.pending}</p>
      <ul>
        {queue.results.map((r) => (
          <li key={r.id} data-testid="result" data-kind={r.kind}>
            {r.kind === "claimed" ? r.redemption.id : r.kind === "refused" ? r.code : "queued"}
          </li>
        ))}
      </ul>
    </div>
  );
}

const gift = (id: string) =>
  redemption({
    id,
    card: null,
    giftName: "Tote bag",
    claimStatus: "CLAIMED",
    claimedAt: new Date().toISOString(),
    event: redeemEvent({ rewardKind: "PHYSICAL_GIFT", cards: [], giftName: "Tote bag" }),
  });

afterEach(() => {
  online = true;
});

describe("claim scans while offline", () => {
  it("queues scans made offline in localStorage and sends them in order, each with its scan time, when back online", async () => {
    const sent: { payload: string; scannedAt: string }[] = [];
    server.use(
      graphql.mutation("ClaimGift", ({ variables }) => {
        sent.push(variables as { payload: string; scannedAt: string });
        const id = (variables.payload as string).split(".")[1]!;
        return HttpResponse.json({ data: { claimGift: gift(id) } });
      }),
    );
    const { user } = renderInShell(<Harness />);
    setOnline(false);

    await user.click(await screen.findByText("VCLAIM1.r1.1.a"));
    await new Promise((r) => setTimeout(r, 15));
    await user.click(screen.getByText("VCLAIM1.r2.2.b"));
    await new Promise((r) => setTimeout(r, 15));
    await user.click(screen.getByText("VCLAIM1.r3.3.c"));

    expect(screen.getByTestId("pending")).toHaveTextContent("3");
    expect(sent).toHaveLength(0);
    const stored = JSON.parse(localStorage.getItem(CLAIM_QUEUE_KEY)!) as {
      payload: string;
      scannedAt: string;
    }[];
    expect(stored.map((s) => s.payload)).toEqual(["VCLAIM1.r1.1.a", "VCLAIM1.r2.2.b", "VCLAIM1.r3.3.c"]);
    expect(screen.getAllByTestId("result").every((r) => r.dataset.kind === "queued")).toBe(true);

    act(() => setOnline(true));

    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((s) => s.payload)).toEqual(stored.map((s) => s.payload));
    // Each scan carries its own time, not the time it was sent.
    expect(sent.map((s) => s.scannedAt)).toEqual(stored.map((s) => s.scannedAt));
    expect(new Set(sent.map((s) => s.scannedAt)).size).toBe(3);
    await waitFor(() => expect(screen.getByTestId("pending")).toHaveTextContent("0"));
    expect(localStorage.getItem(CLAIM_QUEUE_KEY)).toBeNull();
    await waitFor(() =>
      expect(screen.getAllByTestId("result").map((r) => r.textContent)).toEqual(["r3", "r2", "r1"]),
    );
  });

  it("queues a scan whose request fails on the network, and shows a refusal as the catalogue code", async () => {
    let down = true;
    const sent: string[] = [];
    server.use(
      graphql.mutation("ClaimGift", ({ variables }) => {
        if (down) return HttpResponse.error();
        sent.push(variables.payload as string);
        if ((variables.payload as string).includes(".r2.")) {
          return HttpResponse.json({
            data: null,
            errors: [{ message: "old", extensions: { code: "E2014", errorCode: 2014 } }],
          });
        }
        return HttpResponse.json({ data: { claimGift: gift("r1") } });
      }),
    );
    const { user } = renderInShell(<Harness />);
    await user.click(await screen.findByText("VCLAIM1.r1.1.a"));
    await waitFor(() => expect(screen.getByTestId("pending")).toHaveTextContent("1"));

    down = false;
    await user.click(screen.getByText("VCLAIM1.r2.2.b"));
    // The waiting scan goes first, then the new one.
    await waitFor(() => expect(sent).toEqual(["VCLAIM1.r1.1.a", "VCLAIM1.r2.2.b"]));
    await waitFor(() => expect(screen.getByTestId("pending")).toHaveTextContent("0"));
    const kinds = screen.getAllByTestId("result").map((r) => `${r.dataset.kind}:${r.textContent}`);
    expect(kinds).toEqual(["refused:2014", "claimed:r1"]);
  });
});
