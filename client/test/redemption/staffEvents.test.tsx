import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { redeemEvent } from "./fixtures";

describe("staff events page", () => {
  it("lists the events under Events in the staff nav and creates one with its texts per language", async () => {
    const inputs: Record<string, unknown>[] = [];
    server.use(
      graphql.query(MeQuery, () =>
        HttpResponse.json({ data: { me: makeViewer({ role: "staff", twoFactorEnabled: true }) } }),
      ),
      graphql.query("StaffRedeemEvents", () =>
        HttpResponse.json({
          data: { staffRedeemEvents: { __typename: "RedeemEventPage", total: 1, items: [redeemEvent()] } },
        }),
      ),
      graphql.query("RedeemPublishers", () =>
        HttpResponse.json({
          data: { publishers: [{ __typename: "Publisher", id: "p1", name: "Aurora Studio" }] },
        }),
      ),
      graphql.mutation("CreateRedeemEvent", ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { createRedeemEvent: redeemEvent({ id: "ev2" }) } });
      }),
    );
    const { user } = renderApp("/en/admin/events");
    expect(await screen.findByTestId("staff-event-row")).toHaveTextContent("Autumn Festival");
    expect(screen.getByTestId("staff-nav")).toHaveTextContent("Events");

    const form = screen.getByTestId("staff-event-create");
    // One panel per language, tw first.
    await user.type(within(form).getAllByLabelText(/^Name/)[0]!, "秋季祭典");
    await user.type(within(form).getByLabelText(/^Card ids/), "5");
    fireEvent.change(within(form).getByLabelText(/^Starts/), { target: { value: "2030-01-01T10:00" } });
    fireEvent.change(within(form).getByLabelText(/^Ends/), { target: { value: "2030-02-01T10:00" } });
    await user.click(screen.getByTestId("staff-event-submit"));

    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({
      texts: [{ locale: "tw", name: "秋季祭典", description: "", giftName: null }],
      rewardKind: "CARD_UNITS",
      cardIds: ["5"],
      unitsPerRedemption: 1,
      stock: 100,
      perAccountLimit: 1,
      allowDuplicates: true,
      jpointAmount: null,
      publisherId: null,
    });
    expect(Date.parse(inputs[0]!.endsAt as string)).toBeGreaterThan(
      Date.parse(inputs[0]!.startsAt as string),
    );
  });
});
