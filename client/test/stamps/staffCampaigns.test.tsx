import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  CreateCampaignMutation,
  StaffCampaignsQuery,
  UpdateCampaignMutation,
} from "../../src/modules/stamps/graphql/stamps";
import { CreateQuizMutation, StaffQuizzesQuery } from "../../src/modules/quiz/graphql/quiz";

const staffCampaign = {
  __typename: "StaffCampaign" as const,
  id: "7",
  version: 2,
  title: "Night market stamp rally",
  state: "OPEN" as const,
  startsAt: "2026-11-01T00:00:00.000Z",
  endsAt: "2026-12-01T00:00:00.000Z",
  winnersCount: 200,
  proof: { __typename: "CampaignDrawProof" as const, seedHash: "e".repeat(64), completerCount: null },
  texts: [
    {
      __typename: "CampaignText" as const,
      language: "tw",
      title: "夜市集章",
      description: "",
      prize: "公仔",
    },
    {
      __typename: "CampaignText" as const,
      language: "en",
      title: "Night market stamp rally",
      description: "",
      prize: "A figure",
    },
  ],
  stamps: [
    {
      __typename: "CampaignStamp" as const,
      id: "1",
      action: "VENUE_QR" as const,
      refId: null,
      name: "Entrance",
    },
  ],
  stampTexts: [
    {
      __typename: "StaffStampDetail" as const,
      stampId: "1",
      qrToken: `1.${"f".repeat(32)}`,
      texts: [{ __typename: "StampText" as const, language: "tw", name: "入口", hint: "" }],
    },
  ],
};

const signInAs = (roles: string[]) =>
  server.use(
    graphql.query(MeQuery, () =>
      HttpResponse.json({
        data: { me: makeViewer({ role: "staff", twoFactorEnabled: true, staffRoles: roles }) },
      }),
    ),
  );

describe("staff campaigns and quizzes pages", () => {
  beforeEach(() => signInAs(["content"]));

  it("lists campaigns, prints venue QR codes with the stamp link and creates a campaign", async () => {
    const created: Record<string, unknown>[] = [];
    server.use(
      graphql.query(StaffCampaignsQuery, () =>
        HttpResponse.json({ data: { staffCampaigns: [staffCampaign] } }),
      ),
      graphql.mutation(CreateCampaignMutation, ({ variables }) => {
        created.push(variables);
        return HttpResponse.json({ data: { createCampaign: staffCampaign } });
      }),
    );
    const { user } = renderApp("/en/admin/campaigns");
    const row = await screen.findByTestId("staff-campaign-row");
    expect(row).toHaveTextContent("Night market stamp rally");
    expect(row).toHaveTextContent("e".repeat(64));
    await user.click(screen.getByTestId("staff-campaign-qr"));
    const qr = await screen.findByTestId("venue-qr");
    expect(qr.dataset.qrText).toBe(`${window.location.origin}/en/campaign/7/stamp?t=1.${"f".repeat(32)}`);
    await user.keyboard("{Escape}");

    // tw title and stamp name are required.
    await user.click(screen.getByTestId("staff-campaign-save"));
    expect(created).toHaveLength(0);
    await user.type(screen.getByTestId("staff-campaign-title-tw"), "廟口集章");
    await user.type(screen.getByTestId("staff-stamp-name-tw"), "廟口");
    await user.click(screen.getByTestId("staff-campaign-save"));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      input: {
        texts: [{ language: "tw", title: "廟口集章", description: "", prize: "" }],
        winnersCount: 200,
        stamps: [
          { id: null, action: "VENUE_QR", refId: null, texts: [{ language: "tw", name: "廟口", hint: "" }] },
        ],
      },
    });
  });

  it("edits a campaign at the version it read", async () => {
    const updates: Record<string, unknown>[] = [];
    server.use(
      graphql.query(StaffCampaignsQuery, () =>
        HttpResponse.json({ data: { staffCampaigns: [staffCampaign] } }),
      ),
      graphql.mutation(UpdateCampaignMutation, ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({ data: { updateCampaign: staffCampaign } });
      }),
    );
    const { user } = renderApp("/en/admin/campaigns");
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await waitFor(() => expect(screen.getByTestId("staff-campaign-title-tw")).toHaveValue("夜市集章"));
    await user.click(screen.getByTestId("staff-campaign-save"));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      id: "7",
      version: 2,
      input: { stamps: [{ id: "1", action: "VENUE_QR" }] },
    });
  });

  it("creates a quiz with its questions and the right choice", async () => {
    const created: Record<string, unknown>[] = [];
    server.use(
      graphql.query(StaffQuizzesQuery, () => HttpResponse.json({ data: { staffQuizzes: [] } })),
      graphql.mutation(CreateQuizMutation, ({ variables }) => {
        created.push(variables);
        return HttpResponse.json({ errors: [{ message: "x", extensions: { errorCode: 9500 } }] });
      }),
    );
    const { user } = renderApp("/en/admin/quizzes");
    await user.type(await screen.findByTestId("staff-quiz-title"), "收藏小測驗");
    await user.type(screen.getByTestId("staff-question-body"), "NFT 是什麼？");
    const choices = screen.getAllByTestId("staff-choice-body");
    await user.type(choices[0]!, "非同質化代幣");
    await user.type(choices[1]!, "新檔案");
    await user.click(screen.getByTestId("staff-quiz-save"));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      input: {
        texts: [{ language: "tw", title: "收藏小測驗", description: "" }],
        passScore: 1,
        rewardKind: "JPOWER",
        rewardJpower: 50,
        questions: [
          {
            points: 1,
            texts: [{ language: "tw", body: "NFT 是什麼？" }],
            choices: [
              { correct: true, texts: [{ language: "tw", body: "非同質化代幣" }] },
              { correct: false, texts: [{ language: "tw", body: "新檔案" }] },
            ],
          },
        ],
      },
    });
  });
});
