import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderInShell } from "../../../shared/test/renderApp";
import { CreateQuizMutation } from "../graphql/quiz";
import { QuizForm } from "../components/staff/QuizForm";

describe("staff quiz form", () => {
  it("blocks a save without the Traditional Chinese texts, marks that language and shows it", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation(CreateQuizMutation, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: null as never });
      }),
    );
    const { user } = renderInShell(<QuizForm editing={null} onDone={() => {}} />);
    const languages = await screen.findByTestId("staff-quiz-language");
    await user.click(within(languages).getByText("English"));
    await user.type(screen.getByTestId("staff-quiz-title"), "English only");
    await user.click(screen.getByTestId("staff-quiz-save"));

    await waitFor(() => expect(within(languages).getByRole("radio", { name: /繁體中文/ })).toBeChecked());
    expect(
      within(languages).getAllByRole("img", { name: "This language has fields to correct" }),
    ).toHaveLength(1);
    expect(screen.getByTestId("staff-quiz-title")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });
});
