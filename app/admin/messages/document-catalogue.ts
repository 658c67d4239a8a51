import { documentLanguage } from "../document-language";
import { loadAdminMessages } from "./index";

/*
 * An /admin document's catalogue, loaded before the document hydrates: the back office's two
 * outer layouts (admin/routes/signed-out.tsx, signed-in.tsx) import this module, and a
 * document runs React Router's entry, which hydrates, only once its route modules have run,
 * this wait included (other modules may run meanwhile: none may read a catalogue as it
 * loads, only as it renders). Not in the entry: every public page loads it, within a script
 * budget with no room (docs/decisions/0004). Nor in ./index.ts or the layout below them: a
 * top-level await there regrouped the chunks public pages share (React left the JSX
 * runtime's chunk), costing /felimar a request and 0.5 KB. The path is read because a page
 * reached by a link from a public page runs this before it is shown, with that page's
 * `<html lang>`: the layouts' client loaders load its language then.
 */
if (typeof document !== "undefined" && /^\/admin(\/|$)/.test(window.location.pathname)) {
  await loadAdminMessages(documentLanguage());
}
