import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Each site keeps its routes in its own folder under app/sites/.
export default [
  index("sites/community/routes/home.tsx"),
  route("naturliv", "sites/naturliv/routes/naturliv.tsx"),
  route("projects", "sites/naturliv/routes/projects.tsx"),
  route("housing", "sites/housing/routes/housing.tsx"),
  route("no/naturliv", "sites/naturliv/routes/naturliv-no.tsx"),
  route("no/housing", "sites/housing/routes/housing-no.tsx"),
  route("no/projects", "sites/naturliv/routes/projects-no.tsx"),
  route("felimar", "sites/felimar/routes/felimar.tsx"),
  route("writtenbyhuman/create", "sites/notebook/routes/create.tsx"),
  route("writtenbyhuman/note/:slug", "sites/notebook/routes/note.tsx"),
  route("writtenbyhuman/note", "sites/notebook/routes/note-missing.tsx"),
  route("neronantiguedades", "sites/neron/routes/neron.tsx"),
  route("writtenbyhuman", "sites/notebook/routes/intro.tsx"),
  // The back office (app/admin): server-rendered shells whose data the browser reads from /api/admin.
  // Before sign-in: the server chooses their language from Accept-Language (admin/routes/signed-out.tsx).
  layout("admin/routes/signed-out.tsx", { id: "admin-signed-out" }, [
    route("admin/sign-in", "admin/routes/sign-in.tsx"),
    route("admin/link", "admin/routes/link.tsx"),
    route("admin/setup", "admin/routes/setup.tsx"),
  ]),
  // Signed in: a layout whose server loader says whose language the shell speaks (admin/routes/signed-in.tsx).
  layout("admin/routes/signed-in.tsx", { id: "admin-signed-in" }, [
    route("admin", "admin/routes/layout.tsx", { id: "admin-layout" }, [
      index("admin/routes/inbox.tsx", { id: "admin-inbox" }),
      route("spam", "admin/routes/inbox.tsx", { id: "admin-spam" }),
      route("submissions/:id", "admin/routes/submission.tsx"),
      route("privacy", "admin/routes/privacy.tsx"),
      route("account", "admin/routes/account.tsx"),
      route("users", "admin/routes/users.tsx"),
      route("notes", "admin/routes/notes.tsx"),
      route("audit", "admin/routes/audit.tsx"),
      route("notifications", "admin/routes/notifications.tsx"),
      route("deliveries", "admin/routes/deliveries.tsx"),
      route("content", "admin/routes/content.tsx"),
      route("content/:site", "admin/routes/content-site.tsx"),
      route("domains", "admin/routes/domains.tsx"),
      // Any other /admin/… path: the back office's own 404, inside its shell.
      route("*", "admin/routes/not-found.tsx", { id: "admin-not-found" }),
    ]),
  ]),
  route("sitemap.xml", "system/sitemap.ts"),
  route("robots.txt", "system/robots.ts"),
  route("*", "system/not-found.tsx"),
] satisfies RouteConfig;
