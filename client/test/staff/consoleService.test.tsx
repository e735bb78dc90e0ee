import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import {
  AddJpointPauseMutation,
  PayDueJpointRefundsMutation,
  RemoveJpointPauseMutation,
  SetJpointServiceEndMutation,
  StaffJpointRefundsQuery,
  StaffJpointServiceQuery,
} from "../../src/modules/staff/graphql/service";
import { signInStaff, typename } from "./consoleHelpers";

const pause = {
  ...typename("JpointPause"),
  id: "3",
  scope: "TOPUP" as const,
  from: "2026-12-01T00:00:00.000Z",
  to: "2026-12-02T00:00:00.000Z",
  note: "Provider maintenance",
};

describe("staff console: Jpoint service", { timeout: 40_000 }, () => {
  it("sets the end date, adds and removes a pause", async () => {
    signInStaff(["admin"]);
    const calls: { op: string; variables: unknown }[] = [];
    server.use(
      graphql.query(StaffJpointServiceQuery, () =>
        HttpResponse.json({
          data: {
            jpointServiceStatus: {
              ...typename("JpointServiceStatus"),
              endsAt: null,
              ended: false,
              pauses: [pause],
            },
          },
        }),
      ),
      graphql.mutation(SetJpointServiceEndMutation, ({ variables }) => {
        calls.push({ op: "end", variables });
        return HttpResponse.json({
          data: {
            setJpointServiceEnd: {
              ...typename("JpointServiceStatus"),
              endsAt: "2027-01-31T16:00:00.000Z",
              ended: false,
            },
          },
        });
      }),
      graphql.mutation(AddJpointPauseMutation, ({ variables }) => {
        calls.push({ op: "add", variables });
        return HttpResponse.json({ data: { addJpointPause: { ...pause, id: "4" } } });
      }),
      graphql.mutation(RemoveJpointPauseMutation, ({ variables }) => {
        calls.push({ op: "remove", variables });
        return HttpResponse.json({ data: { removeJpointPause: true } });
      }),
    );
    const { user } = renderApp("/en/admin/jpoint-service");
    expect(await screen.findByTestId("staff-jpoint-pause")).toHaveTextContent("Top-up only");
    expect(screen.getByTestId("staff-jpoint-ends-at")).toHaveTextContent("No end date is set.");

    await user.type(screen.getByTestId("staff-jpoint-end-input"), "2027-02-01T00:00");
    await user.click(screen.getByTestId("staff-jpoint-end-save"));
    await waitFor(() => expect(calls.map((c) => c.op)).toEqual(["end"]));
    expect((calls[0]!.variables as { endsAt: string }).endsAt).toMatch(/^2027-0[12]-/);

    await user.type(screen.getByTestId("staff-jpoint-pause-from"), "2026-12-10T00:00");
    await user.type(screen.getByTestId("staff-jpoint-pause-to"), "2026-12-11T00:00");
    await user.type(screen.getByTestId("staff-jpoint-pause-note"), "Audit");
    await user.click(screen.getByTestId("staff-jpoint-pause-add"));
    await waitFor(() => expect(calls.map((c) => c.op)).toEqual(["end", "add"]));
    expect(calls[1]!.variables).toMatchObject({ input: { scope: "BOTH", note: "Audit" } });

    await user.click(screen.getByTestId("staff-jpoint-pause-remove"));
    await waitFor(() => expect(calls.at(-1)).toEqual({ op: "remove", variables: { id: "3" } }));
  });

  it("shows the refund queue with each pay day and pays the due ones after a confirmation", async () => {
    signInStaff(["finance"]);
    let paid = 0;
    server.use(
      graphql.query(StaffJpointRefundsQuery, ({ variables }) =>
        HttpResponse.json({
          data: {
            jpointRefundRequests: [
              {
                ...typename("JpointRefundRequest"),
                id: "8",
                userId: "42",
                userNickname: "Mei",
                amount: "1200",
                bankCode: "812",
                bankAccount: "00123456789",
                accountHolder: "Lin Mei",
                status: variables.status ?? "REQUESTED",
                payableOn: "2027-03-25",
                requestedAt: "2027-02-10T00:00:00.000Z",
                paidAt: null,
              },
            ],
          },
        }),
      ),
      graphql.mutation(PayDueJpointRefundsMutation, () => {
        paid += 1;
        return HttpResponse.json({ data: { payDueJpointRefunds: 1 } });
      }),
    );
    const { user } = renderApp("/en/admin/jpoint-refunds");
    expect(await screen.findByTestId("staff-jpoint-refund-payday")).toHaveTextContent("2027-03-25");
    expect(screen.getByTestId("staff-nav")).not.toHaveTextContent("Releases");
    await user.click(screen.getByTestId("staff-jpoint-refunds-pay"));
    expect(paid).toBe(0);
    await user.click(await screen.findByTestId("staff-confirm-ok"));
    await waitFor(() => expect(paid).toBe(1));
    expect(await screen.findByText("1 refund(s) paid.")).toBeInTheDocument();
  });
});
