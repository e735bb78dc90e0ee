import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderInShell } from "../../../shared/test/renderApp";
import { TakeDownShowroomMutation } from "../graphql/staff";
import { TakedownForm } from "../components/staff/TakedownForm";

describe("staff showroom takedown", () => {
  it("is allowed once the id is a number and a reason is given, then sends and clears both", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation(TakeDownShowroomMutation, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { takeDownShowroom: { __typename: "Showroom", id: "12", status: "TAKEN_DOWN" } } as never,
        });
      }),
    );
    const { user } = renderInShell(<TakedownForm />);
    const button = await screen.findByRole("button", { name: "Take a room down" });
    const id = screen.getByRole("textbox", { name: "Room ID" });
    const reason = screen.getByRole("textbox", { name: "Reason (mailed to the owner)" });
    expect(button).toBeDisabled();
    await user.type(id, " 12a");
    await user.type(reason, "Spam");
    expect(button).toBeDisabled();
    await user.clear(id);
    await user.type(id, " 12 ");
    expect(id).toHaveValue("12");
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(sent).toEqual([{ id: "12", reason: "Spam" }]));
    await waitFor(() => expect(id).toHaveValue(""));
    expect(reason).toHaveValue("");
  });
});
