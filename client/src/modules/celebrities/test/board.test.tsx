import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../shared/test/server";
import { renderApp } from "../../../shared/test/renderApp";
import { CelebrityBoardQuery, LikeCelebrityMutation } from "../graphql/celebrities";
import { makeBoard, makeBoardEntry, makeCelebrity } from "./boardFixtures";

function board(likesOfB: number, likedB: boolean) {
  return makeBoard([
    makeBoardEntry(makeCelebrity("1", "Summer Hsia"), { rank: 1, previousRank: 3, likes: 9 }),
    makeBoardEntry(makeCelebrity("2", "Leo Chiang"), {
      rank: 2,
      previousRank: 1,
      likes: likesOfB,
      likedToday: likedB,
    }),
  ]);
}

const rowOf = (id: string) => screen.getAllByTestId("celebrity-row").find((r) => r.dataset.celebrity === id)!;

describe("celebrity board", () => {
  it("shows ranks with movement, and a like counts at once, then as the server says", async () => {
    let liked = false;
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => (release = r));
    server.use(
      graphql.query(CelebrityBoardQuery, () =>
        HttpResponse.json({ data: { celebrityBoard: board(liked ? 5 : 4, liked) } }),
      ),
      graphql.mutation(LikeCelebrityMutation, async () => {
        await answered;
        liked = true;
        return HttpResponse.json({
          data: {
            likeCelebrity: {
              celebrityId: "2",
              dayLikes: 5,
              weekLikes: 5,
              monthLikes: 5,
            },
          },
        });
      }),
    );
    const { user } = renderApp("/en/celebrities");
    await screen.findAllByTestId("celebrity-row");
    expect(within(rowOf("1")).getByTestId("rank-move")).toHaveAttribute("data-move", "up");
    expect(within(rowOf("2")).getByTestId("rank-move")).toHaveAttribute("data-move", "down");
    expect(within(rowOf("2")).getByTestId("celebrity-likes")).toHaveTextContent("4 likes");

    await user.click(within(rowOf("2")).getByRole("button", { name: "Like Leo Chiang" }));
    // Before the server answers: one more, and the button already says so.
    expect(within(rowOf("2")).getByTestId("celebrity-likes")).toHaveTextContent("5 likes");
    expect(within(rowOf("2")).getByTestId("celebrity-like")).toHaveTextContent("Liked today");
    release();
    // After the board is read again: the server's 5, not 6.
    await waitFor(() => expect(within(rowOf("2")).getByTestId("celebrity-like")).toBeDisabled());
    await waitFor(() =>
      expect(within(rowOf("2")).getByTestId("celebrity-likes")).toHaveTextContent("5 likes"),
    );
  });

  it("a refused like (already liked today) takes the count back and says why", async () => {
    server.use(
      graphql.query(CelebrityBoardQuery, () =>
        HttpResponse.json({ data: { celebrityBoard: board(4, false) } }),
      ),
      graphql.mutation(LikeCelebrityMutation, () =>
        HttpResponse.json({
          errors: [
            {
              message: "CELEBRITY_ALREADY_LIKED",
              extensions: { code: "CELEBRITY_ALREADY_LIKED", errorCode: 2121 },
            },
          ],
        }),
      ),
    );
    const { user } = renderApp("/en/celebrities");
    await screen.findAllByTestId("celebrity-row");
    await user.click(within(rowOf("2")).getByRole("button", { name: "Like Leo Chiang" }));
    expect(
      await screen.findByText("You already liked this celebrity today. Come back tomorrow."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf("2")).getByTestId("celebrity-likes")).toHaveTextContent("4 likes"),
    );
    expect(within(rowOf("2")).getByTestId("celebrity-like")).toHaveTextContent("Like");
  });
});
