import { ArtCultureLink } from "./ArtCultureLink";
import { ChatWidget } from "./ChatWidget";

/** What the layout adds around every page besides header and footer: the art-culture link, the chat widget. */
export function ShellExtras() {
  return (
    <>
      <ArtCultureLink />
      <ChatWidget />
    </>
  );
}
