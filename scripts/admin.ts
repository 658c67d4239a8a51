/**
 * Back-office accounts from the command line, for whoever runs the server:
 *
 *   npm run admin -- invite --email you@example.com --role operator
 *   npm run admin -- invite --email owner@example.com --role owner --site felimar [--site neron …]
 *   npm run admin -- link --email owner@example.com       a new one-time sign-in link for an account
 *   npm run admin -- list
 *   npm run admin -- remove --email owner@example.com
 *
 * Opens the database exactly as the server does (DATABASE_URL, or the embedded one in
 * DATA_DIR). On PostgreSQL it works while the server runs; the embedded database allows
 * one process at a time, so stop the server first. Links use SITE_URL (unset: http://localhost:PORT,
 * the server's own default, server/config.ts).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { z } from "zod";
import { SITE_KEYS, siteInfo, type SiteKey } from "#app/sites/registry.ts";
import { recordAudit } from "#server/audit/audit.ts";
import { findUserIdByEmail, inviteUser, listUsers, loadAccount, removeUser } from "#server/auth/accounts.ts";
import { createLink, linkUrl } from "#server/auth/links.ts";
import { emailField, inviteSchema } from "#server/auth/schemas.ts";
import { readConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/database.ts";

const USAGE = `Usage:
  npm run admin -- invite --email <address> --role operator
  npm run admin -- invite --email <address> --role owner --site <site> [--site <site> …]
  npm run admin -- link --email <address>      a new one-time sign-in link (24 hours) for an account
  npm run admin -- list                        every account
  npm run admin -- remove --email <address>    delete an account (signed out everywhere at once)

Sites: ${SITE_KEYS.join(", ")}.
An operator sees every site and manages accounts; an owner sees the sites given.
invite and link print a one-time link, valid 24 hours, for the person to open.`;

class UsageError extends Error {}

type Command =
  | { name: "invite"; email: string; role: "operator" | "owner"; sites: SiteKey[] }
  | { name: "link"; email: string }
  | { name: "list" }
  | { name: "remove"; email: string };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        role: { type: "string" },
        site: { type: "string", multiple: true },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [name, ...extra] = positionals;
  if (values.help) throw new UsageError("");
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  const onlyOptions = (...allowed: string[]) => {
    const given = Object.keys(values).filter((key) => values[key as keyof typeof values] !== undefined);
    const stray = given.find((key) => !allowed.includes(key));
    if (stray) throw new UsageError(`${name} takes no --${stray}.`);
  };
  const email = () => {
    const result = emailField.safeParse(values.email);
    if (!result.success)
      throw new UsageError(
        values.email ? `Not a valid e-mail address: ${values.email}` : `${name} needs --email <address>.`,
      );
    return result.data;
  };

  switch (name) {
    case "invite": {
      onlyOptions("email", "role", "site");
      const result = inviteSchema.safeParse({
        email: values.email ?? "",
        role: values.role ?? "",
        sites: values.site ?? [],
      });
      if (!result.success) throw new UsageError(result.error.issues.map(describeIssue).join("\n"));
      return { name, ...result.data };
    }
    case "link":
    case "remove":
      onlyOptions("email");
      return { name, email: email() };
    case "list":
      onlyOptions();
      return { name };
    default:
      throw new UsageError(name ? `Unknown command: ${name}` : "");
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] ?? "");
  const option = field === "sites" ? "--site" : `--${field}`;
  return `${option}: ${issue.message}`;
}

async function run(command: Command, database: Database, siteUrl: string): Promise<number> {
  const { db } = database;
  switch (command.name) {
    case "invite": {
      const invited = await inviteUser(db, null, command);
      if (invited === "exists") {
        console.error(
          `${command.email} already has an account. For a new sign-in link: npm run admin -- link --email ${command.email}`,
        );
        return 1;
      }
      const scope =
        command.role === "operator"
          ? "an operator (every site)"
          : `an owner of ${invited.user.sites.map((site) => siteInfo(site).name).join(", ")}`;
      console.log(`Invited ${invited.user.email} as ${scope}.`);
      printLink(linkUrl(siteUrl, "invite", invited.token));
      return 0;
    }
    case "link": {
      const userId = await findUserIdByEmail(db, command.email);
      if (!userId) {
        console.error(
          `There is no account for ${command.email}. Invite it: npm run admin -- invite --email ${command.email} --role …`,
        );
        return 1;
      }
      const token = await db.transaction(async (tx) => {
        await recordAudit(tx, null, "sign_in_link_issued", { userId, via: "command line" });
        return createLink(tx, "invite", userId);
      });
      const account = await loadAccount(db, userId);
      console.log(`A new sign-in link for ${account?.email ?? command.email}.`);
      printLink(linkUrl(siteUrl, "invite", token));
      return 0;
    }
    case "list": {
      const accounts = await listUsers(db);
      if (accounts.length === 0) {
        console.log(
          "No accounts yet. Invite the first operator: npm run admin -- invite --email you@example.com --role operator",
        );
        return 0;
      }
      for (const account of accounts) {
        const sites = account.role === "operator" ? "every site" : account.sites.join(", ");
        const state = account.firstSignInAt
          ? `signed in since ${account.firstSignInAt.slice(0, 10)}`
          : "invited, never signed in";
        console.log(
          `${account.email}  ${account.role}  ${sites}  (${state}; ${account.passkeyCount} passkey${account.passkeyCount === 1 ? "" : "s"})`,
        );
      }
      return 0;
    }
    case "remove": {
      const userId = await findUserIdByEmail(db, command.email);
      if (!userId || !(await removeUser(db, null, userId))) {
        console.error(`There is no account for ${command.email}.`);
        return 1;
      }
      console.log(`Removed ${command.email}: its sessions, passkeys and links are gone.`);
      return 0;
    }
  }
}

function printLink(url: string) {
  console.log("One-time sign-in link (works once, for 24 hours):");
  console.log(`  ${url}`);
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`${error.message}\n`);
    console.error(USAGE);
    return 2;
  }

  const config = readConfig();
  let database: Database;
  try {
    database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  } catch (error) {
    const message = (error as Error).message;
    if (!config.DATABASE_URL && /already in use/.test(message)) {
      console.error(
        `The embedded database in ${path.resolve(config.DATA_DIR)} is in use by the running server, and only one process may open it.\n` +
          "Stop the server first (Ctrl+C, or SIGTERM), run this command, then start the server again.\n" +
          "With PostgreSQL (DATABASE_URL) this command works while the server runs.",
      );
      return 1;
    }
    console.error(`Cannot open the database: ${message}`);
    return 1;
  }
  try {
    return await run(command, database, config.SITE_URL);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
