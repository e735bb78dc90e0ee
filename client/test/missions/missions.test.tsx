import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  ClaimMissionMutation,
  MissionsQuery,
  MyJpowerQuery,
} from "../../src/modules/missions/graphql/missions";

const mission = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: "Mission" as const,
  id,
  number: Number(id),
  kind: "BEGINNER" as const,
  period: "NONE" as const,
  title: `Mission ${id}`,
  description: "Do the thing",
  reward: 50,
  event: "two-factor-on",
  target: 1,
  progress: 0,
  status: "UNDONE" as const,
  resetsAt: null,
  endsAt: null,
  ...over,
});

function groups(twoFactorStatus: "DONE" | "CLAIMED") {
  return [
    {
      __typename: "MissionGroup" as const,
      kind: "BEGINNER" as const,
      missions: [
        mission("101", { title: "Verify your e-mail", status: "CLAIMED", progress: 1, reward: 20 }),
        mission("102", { title: "Turn on two-factor authentication", status: twoFactorStatus, progress: 1 }),
      ],
    },
    { __typename: "MissionGroup" as const, kind: "ISSUER" as const, missions: [] },
    {
      __typename: "MissionGroup" as const,
      kind: "PERIODIC" as const,
      missions: [
        mission("301", {
          kind: "PERIODIC",
          period: "DAILY",
          title: "Daily login",
          reward: 5,
          event: "daily-login",
          resetsAt: "2026-11-25T16:00:00.000Z",
        }),
      ],
    },
    {
      __typename: "MissionGroup" as const,
      kind: "OTHER" as const,
      missions: [mission("401", { kind: "OTHER", title: "Open three packages", target: 3, progress: 2 })],
    },
  ];
}

beforeEach(() => {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
});

describe("the missions page (users/mission)", () => {
  it("groups the missions by kind with progress, shows Jpower and level, and a claim credits once", async () => {
    let claimed = false;
    let claims = 0;
    server.use(
      graphql.query(MissionsQuery, () =>
        HttpResponse.json({ data: { missions: groups(claimed ? "CLAIMED" : "DONE") } }),
      ),
      graphql.query(MyJpowerQuery, () =>
        HttpResponse.json({
          data: {
            myJpower: {
              balance: claimed ? "70" : "20",
              level: claimed ? 2 : 1,
              lifetime: claimed ? "70" : "20",
              nextLevelAt: claimed ? "500" : "50",
            },
          },
        }),
      ),
      graphql.mutation(ClaimMissionMutation, ({ variables }) => {
        claims++;
        claimed = true;
        const claimMission = {
          __typename: "Mission" as const,
          id: variables.missionId,
          status: "CLAIMED" as const,
          progress: 1,
          target: 1,
        };
        return HttpResponse.json({ data: { claimMission } });
      }),
    );
    const { user } = renderApp("/en/users/mission");
    expect(await screen.findByRole("heading", { name: "Beginner tasks" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId("mission-group")).toHaveLength(3));
    expect(screen.getAllByTestId("mission-group").map((g) => g.dataset.kind)).toEqual([
      "BEGINNER",
      "PERIODIC",
      "OTHER",
    ]);
    expect(await screen.findByTestId("jpower-summary-balance")).toHaveTextContent("20");
    expect(screen.getByTestId("jpower-summary-level")).toHaveTextContent("Level 1");

    const card = (id: string) => screen.getAllByTestId("mission-card").find((c) => c.dataset.mission === id)!;
    expect(within(card("401")).getByTestId("mission-progress")).toHaveTextContent("Progress 2/3");
    expect(within(card("401")).getByTestId("mission-claim")).toBeDisabled();
    expect(within(card("301")).getByText(/Resets/)).toHaveTextContent("GMT+8");
    expect(within(card("101")).getByRole("button", { name: "Claimed" })).toBeDisabled();

    await user.click(within(card("102")).getByRole("button", { name: "Claim 50 Jpower" }));
    expect(await screen.findByText("50 Jpower claimed")).toBeInTheDocument();
    await waitFor(() => expect(card("102")).toHaveAttribute("data-status", "CLAIMED"));
    await waitFor(() => expect(screen.getByTestId("jpower-summary-balance")).toHaveTextContent("70"));
    expect(screen.getByTestId("jpower-summary-level")).toHaveTextContent("Level 2");
    expect(claims).toBe(1);
  });

  it("shows the mission titles in Traditional Chinese on the tw page", async () => {
    server.use(graphql.query(MissionsQuery, () => HttpResponse.json({ data: { missions: groups("DONE") } })));
    renderApp("/tw/users/mission");
    expect(await screen.findByRole("heading", { name: "新手任務" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "週期任務" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "領取 50 Jpower" })[0]).toBeEnabled();
  });

  it("the avatar menu shows the member's Jpower and level and links to the missions", async () => {
    server.use(
      graphql.query(MyJpowerQuery, () =>
        HttpResponse.json({
          data: { myJpower: { balance: "1280", level: 3, lifetime: "2400", nextLevelAt: "5000" } },
        }),
      ),
    );
    const { user } = renderApp("/en");
    await user.click(await screen.findByTestId("avatar-menu"));
    expect(await screen.findByTestId("jpower-balance")).toHaveTextContent("1,280 Jpower");
    expect(screen.getByTestId("jpower-level")).toHaveTextContent("Level 3");
    expect(screen.getByTestId("jpower-badge")).toHaveAttribute("href", "/en/users/mission");
    expect(screen.getByTestId("menu-missions")).toHaveAttribute("href", "/en/users/mission");
  });
});
