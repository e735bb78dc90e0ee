import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  IssuerMissionsQuery,
  SaveIssuerMissionMutation,
} from "../../src/modules/missions/graphql/staffMissions";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { IssuesForPublisherQuery } from "../../src/modules/missions/graphql/issuer";

const own = {
  __typename: "AdminMission" as const,
  id: "9",
  number: 201,
  kind: "ISSUER" as const,
  period: "NONE" as const,
  reward: 100,
  publisherId: "3",
  event: "holding-changed",
  target: 3,
  seriesId: "4",
  startsAt: null,
  endsAt: null,
  active: true,
  version: 1,
  texts: [{ __typename: "MissionText" as const, language: "tw", title: "收藏三張", description: "" }],
};

beforeEach(() => {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
});

describe("issuer missions page (users/mission/issuer)", () => {
  it("lists the issuer's missions and saves an ISSUER mission; another publisher's is refused (2134)", async () => {
    const saved: Record<string, unknown>[] = [];
    server.use(
      graphql.query(IssuerMissionsQuery, () => HttpResponse.json({ data: { issuerMissions: [own] } })),
      graphql.mutation(SaveIssuerMissionMutation, ({ variables }) => {
        saved.push(variables);
        return graphqlError(2134);
      }),
    );
    const { user } = renderApp("/en/users/mission/issuer");
    expect(await screen.findByRole("heading", { name: "Issuer missions" })).toBeInTheDocument();
    expect(await screen.findByTestId("staff-mission-row")).toHaveTextContent("Hold cards of a series × 3");
    expect(screen.getByTestId("staff-mission-kind")).toHaveValue("Issuer missions");

    await user.type(screen.getByTestId("staff-mission-title-tw"), "收藏五張");
    await user.type(screen.getByTestId("staff-mission-number"), "202");
    await user.type(screen.getByLabelText("Publisher ID (issuer missions)"), "7");
    await user.click(screen.getByTestId("staff-mission-save"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ input: { kind: "ISSUER", publisherId: "7", number: 202 } });
    expect(
      await screen.findByText("You may only define issuer missions for your own publisher"),
    ).toBeInTheDocument();
  });

  it("the account menu links the issuer missions page for an issuer, and for nobody else", async () => {
    server.use(
      graphql.query(IssuesForPublisherQuery, () => HttpResponse.json({ data: { issuesForPublisher: true } })),
    );
    const { user, unmount } = renderApp("/en");
    await user.click(await screen.findByTestId("avatar-menu"));
    const link = await screen.findByTestId("menu-issuer-missions");
    expect(link).toHaveAttribute("href", "/en/users/mission/issuer");
    expect(link).toHaveTextContent("Issuer missions");
    // Next to the member's own missions.
    const keys = screen.getAllByRole("menuitem").map((item) => item.getAttribute("data-testid"));
    expect(keys.indexOf("menu-issuer-missions")).toBe(keys.indexOf("menu-missions") + 1);
    unmount();

    // A member who issues for no publisher (the default handler answers false).
    server.resetHandlers();
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    const other = renderApp("/en");
    await other.user.click(await screen.findByTestId("avatar-menu"));
    expect(await screen.findByTestId("menu-missions")).toBeInTheDocument();
    await waitFor(() =>
      expect(other.client.readQuery({ query: IssuesForPublisherQuery })).toEqual({
        issuesForPublisher: false,
      }),
    );
    expect(screen.queryByTestId("menu-issuer-missions")).not.toBeInTheDocument();
  });
});
