import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SITES = ["community", "felimar", "housing", "naturliv", "neron", "notebook"];

/**
 * Import boundaries. A site's folder imports no other site's and not the back office, so
 * changing one business's page can't change another's. Modules that can reach the browser
 * never import server/: only `*.server.ts(x)` modules, route modules (React Router keeps
 * their loaders and actions on the server) and tests may.
 */
const siteBoundaries = SITES.map((site) => ({
  files: [`app/sites/${site}/**`],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(#app/sites/(?!${site}/)(${SITES.join("|")})/|(\\.\\./)+(${SITES.filter((other) => other !== site).join("|")})/)`,
            message:
              "A site does not import another site's folder: move what both need to app/lib, app/ui or app/forms.",
          },
          { regex: "^(#app/admin/|(\\.\\./)+admin/)", message: "A site does not import the back office." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  ...siteBoundaries,
  {
    files: ["app/**"],
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
      "app/**/*test-support.ts",
      "app/**/routes/**",
      "app/system/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(#server/|(\\.\\./)+server/)",
              message:
                "Browser modules never import server/: go through a *.server.ts module or a route's loader or action.",
            },
          ],
        },
      ],
    },
  },
);
