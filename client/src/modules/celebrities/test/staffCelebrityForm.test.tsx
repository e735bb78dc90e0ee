import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderInShell } from "../../../shared/test/renderApp";
import { graphqlError } from "../../../shared/test/graphqlErrors";
import {
  CreateCelebrityMutation,
  StaffCelebritiesQuery,
  UpdateCelebrityMutation,
} from "../graphql/celebrities";
import { CelebrityForm, type EditedCelebrity } from "../components/staff/CelebrityForm";

const saved = {
  __typename: "StaffCelebrity" as const,
  id: "9",
  kind: "STAR",
  artistId: null,
  name: "星",
  active: true,
  version: 1,
  texts: [{ __typename: "CelebrityText" as const, language: "tw", name: "星", bio: "" }],
};

function listHandler() {
  return graphql.query(StaffCelebritiesQuery, () =>
    HttpResponse.json({ data: { staffCelebrities: [] } as never }),
  );
}

describe("staff celebrity form", () => {
  it("creates with the texts that have a name, and empties the form", async () => {
    const inputs: unknown[] = [];
    let done = 0;
    server.use(
      listHandler(),
      graphql.mutation(CreateCelebrityMutation, ({ variables }) => {
        inputs.push(variables);
        return HttpResponse.json({ data: { createCelebrity: saved } as never });
      }),
    );
    const { user } = renderInShell(<CelebrityForm editing={null} onDone={() => (done += 1)} />);
    await user.click(await screen.findByTestId("staff-celebrity-save"));
    // tw is required: nothing is sent.
    await waitFor(() =>
      expect(screen.getByTestId("staff-celebrity-name-tw")).toHaveAttribute("aria-invalid"),
    );
    expect(inputs).toEqual([]);
    await user.type(screen.getByTestId("staff-celebrity-name-tw"), " 星 ");
    await user.click(screen.getByTestId("staff-celebrity-save"));
    await waitFor(() => expect(done).toBe(1));
    expect(inputs).toEqual([
      { input: { kind: "STAR", artistId: null, texts: [{ language: "tw", name: "星", bio: "" }] } },
    ]);
    expect(screen.getByTestId("staff-celebrity-name-tw")).toHaveValue("");
  });

  it("updates the edited celebrity with its version, and shows a name the gateway refused in its tab", async () => {
    const editing: EditedCelebrity = {
      id: "9",
      version: 4,
      kind: "ARTIST",
      artistId: "31",
      texts: [
        { language: "tw", name: "星", bio: "" },
        { language: "en", name: "Star", bio: "Bio" },
      ],
    };
    const variables: unknown[] = [];
    server.use(
      listHandler(),
      graphql.mutation(UpdateCelebrityMutation, ({ variables: v }) => {
        variables.push(v);
        return graphqlError(400, { field: "texts", path: "texts.1.name", reason: "validation.tooLong" });
      }),
    );
    const { user } = renderInShell(<CelebrityForm editing={editing} onDone={() => {}} />);
    expect(await screen.findByTestId("staff-celebrity-name-tw")).toHaveValue("星");
    await user.click(screen.getByTestId("staff-celebrity-save"));
    await waitFor(() => expect(variables).toHaveLength(1));
    expect(variables[0]).toEqual({
      id: "9",
      version: 4,
      input: {
        kind: "ARTIST",
        artistId: "31",
        texts: [
          { language: "tw", name: "星", bio: "" },
          { language: "en", name: "Star", bio: "Bio" },
        ],
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId("staff-celebrity-name-en")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByRole("tab", { name: /English/ })).toHaveAttribute("data-invalid", "true");
    expect(screen.getByRole("tab", { name: /繁體中文/ })).not.toHaveAttribute("data-invalid");
  });
});
