import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { itemInput, ITEM, publishedItem, readAs } from "./content-fixtures.js";

let t: TestGateway;
let editor: MarketUser;

beforeAll(async () => {
  t = await startTestGateway();
  editor = await createMarketUser(t, { roles: ["content"] });
});
afterAll(async () => {
  await t.close();
});

/** Known XSS payloads, as Markdown bodies an editor (or a stolen editor session) might save. */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="/media/content/abcdefghij.webp" onerror="alert(1)">`,
  `[click](javascript:alert(1))`,
  `[click](JaVaScRiPt:alert(1))`,
  `[click](&#106;avascript:alert(1))`,
  `[click](&#x6A;&#x61;&#x76;&#x61;script:alert(1))`,
  `[click](java\tscript:alert(1))`,
  `<a href="javascript:alert(1)">x</a>`,
  `[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  `![img](javascript:alert(1))`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<a href="//evil.example">protocol relative</a>`,
  `[rel](//evil.example)`,
  `<details open ontoggle=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `"><img src=x onerror=alert(1)>`,
  `<object data="javascript:alert(1)"></object>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
];

const ALLOWED_TAGS = new Set(
  "h1 h2 h3 h4 h5 h6 p ul ol li blockquote code pre em strong a img table thead tbody tr th td hr br".split(
    " ",
  ),
);
const ALLOWED_ATTRIBUTES = new Set(["href", "src", "alt", "rel", "target", "align"]);

/**
 * Parses the HTML (htmlparser2, the parser sanitize-html itself does not get to influence here: only
 * its output is read) and checks every element: only allowlisted tags and attributes, so no event
 * handler or style; links only http(s)/mailto/site paths; images only /media/content/… or https.
 * Text that merely shows a payload (escaped) is inert and allowed.
 */
function expectHarmless(html: string): void {
  const elements: { name: string; attribs: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attribs) => elements.push({ name, attribs }) });
  parser.write(html);
  parser.end();
  for (const { name, attribs } of elements) {
    const where = `<${name} ${JSON.stringify(attribs)}>`;
    expect(ALLOWED_TAGS.has(name), where).toBe(true);
    for (const attr of Object.keys(attribs)) expect(ALLOWED_ATTRIBUTES.has(attr), where).toBe(true);
    if (attribs.href !== undefined) expect(attribs.href).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/i);
    if (attribs.src !== undefined) expect(attribs.src).toMatch(/^(https:\/\/|\/media\/content\/)/);
  }
}

const PREVIEW = `query($m: String!) { contentPreview(markdown: $m) }`;

describe("Markdown bodies are sanitised", () => {
  it.each(PAYLOADS)("the editor's preview of %s is harmless", async (payload) => {
    const res = await editor.client.gql<{ contentPreview: string }>(PREVIEW, { m: payload });
    expect(res.body.errors).toBeUndefined();
    expectHarmless(res.body.data!.contentPreview);
  });

  it("stores and serves every payload harmless in a published article", async () => {
    const body = PAYLOADS.join("\n\n");
    const item = await publishedItem(
      editor.client,
      itemInput({}, ["tw"], () => body),
    );
    const res = await readAs<{ contentItem: { bodyHtml: string } }>(t, "tw", ITEM, { id: item.id });
    const html = res.body.data!.contentItem.bodyHtml;
    expectHarmless(html);
    // The text is kept, just inert: the escaped tag is shown, not run.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const [stored] = (await t.gateway.deps.dataSource.query(
      `SELECT body_html FROM content_translation WHERE item_id = ?`,
      [item.id],
    )) as { body_html: string }[];
    expect(stored!.body_html).toBe(html);
  });

  it("keeps the allowed formatting, marks external links and allows content images", async () => {
    const markdown = [
      "# Title",
      "Some *em* and **strong** and `code`.",
      "- one\n- two",
      "> quoted",
      "| a | b |\n| - | - |\n| 1 | 2 |",
      "[outside](https://example.com/page) [inside](/en/news) [mail](mailto:help@vitrine.example)",
      "![cover](/media/content/abcdefghijklmnopqrstuv.webp) ![remote](https://images.example.com/a.png)",
      "![insecure](http://images.example.com/a.png)",
      "---",
    ].join("\n\n");
    const res = await editor.client.gql<{ contentPreview: string }>(PREVIEW, { m: markdown });
    const html = res.body.data!.contentPreview;
    for (const tag of [
      "<h1>",
      "<em>",
      "<strong>",
      "<code>",
      "<ul>",
      "<li>",
      "<blockquote>",
      "<table>",
      "<th>",
      "<td>",
      "<hr />",
    ])
      expect(html).toContain(tag);
    expect(html).toContain(
      '<a href="https://example.com/page" rel="noopener noreferrer" target="_blank">outside</a>',
    );
    expect(html).toContain('<a href="/en/news">inside</a>');
    expect(html).toContain('<a href="mailto:help@vitrine.example">mail</a>');
    expect(html).toContain('<img src="/media/content/abcdefghijklmnopqrstuv.webp" alt="cover" />');
    expect(html).toContain('<img src="https://images.example.com/a.png" alt="remote" />');
    // Only https images from elsewhere: the http one is dropped.
    expect(html).not.toContain("http://images.example.com");
  });
});
