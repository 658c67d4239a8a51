import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Each site keeps its routes in its own folder under app/sites/.
export default [
  index("sites/community/routes/home.tsx"),
  route("naturliv", "sites/naturliv/routes/naturliv.tsx"),
  route("projects", "sites/naturliv/routes/projects.tsx"),
  route("housing", "sites/housing/routes/housing.tsx"),
  route("no/naturliv", "sites/naturliv/routes/naturliv-no.tsx"),
  route("no/housing", "sites/housing/routes/housing-no.tsx"),
  // Pages that fetch data in the browser get TanStack Query from this layout.
  layout("lib/data-layout.tsx", [
    route("felimar", "sites/felimar/routes/felimar.tsx"),
  ]),
  // The notebook reads notes in loaders and posts with fetch: no TanStack Query to download.
  route("writtenbyhuman/create", "sites/notebook/routes/create.tsx"),
  route("writtenbyhuman/note/:slug", "sites/notebook/routes/note.tsx"),
  route("neronantiguedades", "sites/neron/routes/neron.tsx"),
  route("writtenbyhuman", "sites/notebook/routes/intro.tsx"),
  route("sitemap.xml", "system/sitemap.ts"),
  route("robots.txt", "system/robots.ts"),
  route("*", "system/not-found.tsx"),
] satisfies RouteConfig;
