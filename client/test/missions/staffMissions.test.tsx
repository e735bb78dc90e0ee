import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  MissionsAdminQuery,
  SaveMissionMutation,
  SetMissionActiveMutation,
} from "../../src/modules/missions/graphql/staffMissions";

const staffMission = {
  __typename: "AdminMission" as const,
  id: "5",
  number: 102,
  kind: "BEGINNER" as const,
  period: "NONE" as const,
  reward: 50,
  publisherId: null,
  event: "two-factor-on",
  target: 1,
  seriesId: null,
  startsAt: null,
  endsAt: null,
  active: true,
  version: 3,
  texts: [
    { __typename: "MissionText" as const, language: "tw", title: "開啟兩步驟驗證", description: "" },
    {
      __typename: "MissionText" as const,
      language: "en",
      title: "Turn on two-factor authentication",
      description: "",
    },
  ],
};

/** A mutation's answer with the __typename Apollo Client reads (the generated result types leave it out). */
function adminMission(id: string, version: number, active: boolean) {
  const answer = { __typename: "AdminMission" as const, id, version, active };
  return answer;
}

function signInAs(roles: string[]) {
  server.use(
    graphql.query(MeQuery, () =>
      HttpResponse.json({
        data: { me: makeViewer({ role: "staff", twoFactorEnabled: true, staffRoles: roles }) },
      }),
    ),
  );
}

describe("staff missions page (admin/missions)", () => {
  beforeEach(() => signInAs(["content"]));

  it("lists the missions, saves a new one with its texts and switches one off", async () => {
    const saved: Record<string, unknown>[] = [];
    const toggles: Record<string, unknown>[] = [];
    server.use(
      graphql.query(MissionsAdminQuery, () => HttpResponse.json({ data: { missionsAdmin: [staffMission] } })),
      graphql.mutation(SaveMissionMutation, ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({
          data: { saveMission: adminMission("6", 1, true) },
        });
      }),
      graphql.mutation(SetMissionActiveMutation, ({ variables }) => {
        toggles.push(variables);
        return HttpResponse.json({
          data: { setMissionActive: adminMission("5", 4, false) },
        });
      }),
    );
    const { user } = renderApp("/en/admin/missions");
    const row = await screen.findByTestId("staff-mission-row");
    expect(row).toHaveTextContent("Turn on two-factor authentication");
    expect(row).toHaveTextContent("Turn on 2FA × 1");

    // The tw title is required.
    await user.click(screen.getByTestId("staff-mission-save"));
    expect(saved).toHaveLength(0);

    await user.type(screen.getByTestId("staff-mission-title-tw"), "開啟三個卡包");
    await user.type(screen.getByTestId("staff-mission-number"), "401");
    await user.click(screen.getByTestId("staff-mission-save"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: null,
      version: null,
      input: {
        number: 401,
        kind: "BEGINNER",
        period: "NONE",
        event: "verify-email",
        target: 1,
        reward: 10,
        publisherId: null,
        seriesId: null,
        texts: [{ language: "tw", title: "開啟三個卡包", description: "" }],
      },
    });
    expect(await screen.findByText("Mission saved")).toBeInTheDocument();

    await user.click(within(row).getByTestId("staff-mission-active"));
    await waitFor(() => expect(toggles).toEqual([{ id: "5", version: 3, active: false }]));
  });

  it("edits a mission from the list at the version it read", async () => {
    const saved: Record<string, unknown>[] = [];
    server.use(
      graphql.query(MissionsAdminQuery, () => HttpResponse.json({ data: { missionsAdmin: [staffMission] } })),
      graphql.mutation(SaveMissionMutation, ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({
          data: { saveMission: adminMission("5", 4, true) },
        });
      }),
    );
    const { user } = renderApp("/en/admin/missions");
    await user.click(await screen.findByTestId("staff-mission-edit"));
    await waitFor(() => expect(screen.getByTestId("staff-mission-title-tw")).toHaveValue("開啟兩步驟驗證"));
    const reward = screen.getByTestId("staff-mission-reward");
    await user.clear(reward);
    await user.type(reward, "75");
    await user.click(screen.getByTestId("staff-mission-save"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      id: "5",
      version: 3,
      input: { number: 102, reward: 75, event: "two-factor-on" },
    });
  });

  it("a member who is not staff is told they may not use the page (nothing is asked)", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    renderApp("/en/admin/missions");
    expect(await screen.findByTestId("staff-not-allowed")).toBeInTheDocument();
    expect(screen.queryByTestId("staff-mission-form")).not.toBeInTheDocument();
  });
});
