import { Box } from "@mantine/core";
import classes from "./ArticleView.module.css";

/** An item's body as the gateway serves it. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      className={classes.body}
      data-testid="content-article-body"
      // bodyHtml is the gateway's Markdown render, passed through its sanitiser (no script, event
      // handlers or javascript: links) before it is served; it is safe to insert as HTML.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
