import { useEffect } from "react";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets document.title and <meta name="description"> from the page's own thing (an article), and puts
 * back what was there when the page goes. Runs after the layout's Breadcrumbs (an earlier sibling,
 * whose effect sets the route name's title first), so the article's title wins on its page.
 */
export function useDocumentMeta(title: string | undefined, description: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = `${title} · Vitrine`;
    if (description !== undefined) tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
