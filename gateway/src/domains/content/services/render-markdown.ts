import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/*
 * Markdown → HTML for content bodies, rendered once at save time and stored. markdown-it runs with
 * raw HTML off (`html: false`: a `<script>` in the Markdown becomes text), then sanitize-html keeps
 * only a strict allowlist, as a second line in case the renderer ever emits something unexpected.
 * Links may be http(s), mailto or relative; images only /media/content/… or https.
 */

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "em",
  "strong",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "br",
];

/** A relative link: a path, a fragment or a query on the same site — never `//host` (protocol-relative). */
const RELATIVE = /^(?:\/(?!\/)|#|\?|\.\.?\/)/;

function safeHref(href: string): string | null {
  const value = href.trim();
  if (RELATIVE.test(value)) return value;
  if (/^(?:https?:\/\/|mailto:)/i.test(value)) return value;
  return null;
}

function safeImageSrc(src: string): string | null {
  const value = src.trim();
  if (/^\/media\/content\/[A-Za-z0-9._-]+$/.test(value)) return value;
  if (/^https:\/\/[^\s"'<>]+$/i.test(value)) return value;
  return null;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"], th: ["align"], td: ["align"] },
  // sanitize-html checks schemes after decoding entities and ignoring case; the transforms below are
  // stricter still (whole-value patterns), so "JaVaScRiPt:" or "&#106;avascript:" never pass.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ? safeHref(attribs.href) : null;
      if (!href) return { tagName: "a", attribs: {} as sanitizeHtml.Attributes };
      const external = /^https?:\/\//i.test(href);
      return {
        tagName: "a",
        attribs: (external
          ? { href, rel: "noopener noreferrer", target: "_blank" }
          : { href }) as sanitizeHtml.Attributes,
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src ? safeImageSrc(attribs.src) : null;
      // An image with a refused source is dropped entirely (exclusiveFilter below).
      const kept: sanitizeHtml.Attributes = src ? { src, alt: attribs.alt ?? "" } : {};
      return { tagName: "img", attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** The allowlisted HTML of a Markdown body (also what the editor's preview shows). */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

/** Any HTML through the same allowlist (tests prove raw payloads come out harmless too). */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}
