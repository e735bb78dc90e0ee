import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  CampaignQuery,
  CampaignsQuery,
  CollectVenueStampMutation,
} from "../../src/modules/stamps/graphql/stamps";
import { makeCampaign } from "./stampFixtures";

const signIn = () =>
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));

describe("campaign page", () => {
  it("shows the stamp card, how to earn each stamp and the sealed proof of an open campaign", async () => {
    signIn();
    server.use(
      graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign: makeCampaign("OPEN") } })),
    );
    renderApp("/en/campaign/7");
    const card = await screen.findByTestId("stamp-card");
    const stamps = within(card).getAllByTestId("stamp");
    expect(stamps.map((s) => s.dataset.collected)).toEqual(["yes", "yes", "no"]);
    expect(card).toHaveTextContent("Scan the QR code at the venue");
    expect(card).toHaveTextContent("Pass the quiz");
    expect(within(stamps[2]!).getByRole("link", { name: "Take the quiz" })).toHaveAttribute(
      "href",
      "/en/quiz/3",
    );
    expect(screen.getByTestId("stamp-progress")).toHaveTextContent("2 of 3 stamps");
    expect(screen.getByTestId("proof-seed-hash")).toHaveTextContent("a".repeat(64));
    expect(screen.getByTestId("proof-sealed")).toBeInTheDocument();
    expect(screen.queryByTestId("campaign-winners")).not.toBeInTheDocument();
  });

  it("after the draw: the winners with masked names, the viewer's win, the seed and how to recompute", async () => {
    signIn();
    server.use(
      graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign: makeCampaign("DRAWN") } })),
    );
    renderApp("/en/campaign/7");
    const winners = await screen.findByTestId("campaign-winners");
    expect(
      within(winners)
        .getAllByTestId("winner")
        .map((w) => w.textContent),
    ).toEqual(["#1M***You", "#2L****"]);
    expect(screen.getByTestId("you-won")).toHaveTextContent("A limited figure");
    expect(screen.getByTestId("proof-seed")).toHaveTextContent("b".repeat(64));
    expect(screen.getByTestId("draw-proof")).toHaveTextContent("Members who completed the card: 260");
    expect(screen.getByTestId("draw-proof")).toHaveTextContent('message "7:i"');
  });

  it("asks visitors to sign in", async () => {
    server.use(
      graphql.query(CampaignQuery, () => HttpResponse.json({ data: { campaign: makeCampaign("OPEN") } })),
    );
    renderApp("/en/campaign/7");
    expect(await screen.findByTestId("campaign-sign-in")).toBeInTheDocument();
  });

  it("lists the campaigns with the member's progress", async () => {
    signIn();
    const c = makeCampaign("OPEN");
    const listed = {
      __typename: "Campaign",
      id: c.id,
      title: c.title,
      prize: c.prize,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      state: c.state,
      winnersCount: 200,
      collected: 2,
      completed: false,
      stamps: c.stamps.map((s) => ({ __typename: "CampaignStamp", id: s.id })),
    };
    server.use(
      graphql.query(CampaignsQuery, () =>
        HttpResponse.json({
          data: {
            campaigns: [listed],
          },
        }),
      ),
    );
    renderApp("/en/campaigns");
    const tile = await screen.findByTestId("campaign-tile");
    expect(tile).toHaveTextContent("Night market stamp rally");
    expect(tile).toHaveTextContent("2 of 3 stamps");
    expect(tile).toHaveAttribute("href", "/en/campaign/7");
  });

  it("a venue QR link collects the stamp once for a signed-in member", async () => {
    signIn();
    const tokens: string[] = [];
    const token = `1.${"c".repeat(32)}`;
    server.use(
      graphql.mutation(CollectVenueStampMutation, ({ variables }) => {
        tokens.push(variables.token);
        return HttpResponse.json({ data: { collectVenueStamp: makeCampaign("OPEN") } });
      }),
    );
    renderApp(`/en/campaign/7/stamp?t=${token}`);
    expect(await screen.findByTestId("collect-done")).toHaveTextContent("Stamp collected!");
    expect(tokens).toEqual([token]);
  });

  it("a refused QR (2153) says it could not be collected", async () => {
    signIn();
    server.use(
      graphql.mutation(CollectVenueStampMutation, () =>
        HttpResponse.json({
          errors: [
            { message: "error.STAMP_QR_INVALID", extensions: { code: "STAMP_QR_INVALID", errorCode: 2153 } },
          ],
        }),
      ),
    );
    renderApp(`/en/campaign/7/stamp?t=1.${"d".repeat(32)}`);
    await waitFor(() => expect(screen.getByTestId("collect-failed")).toBeInTheDocument());
  });
});
