import { describe, expect, it } from "vitest";
import { postgresTools, toolConnection } from "./postgres-tools";

describe("pg_dump and pg_restore", () => {
  it("refuses a server newer than every pg_dump here, naming the package to install", async () => {
    await expect(postgresTools(99)).rejects.toThrow(
      /server is version 99.*pg_dump must be at least that.*apt-get install postgresql-client-99/,
    );
  });

  it("passes the password in the environment, not on the command line", () => {
    const { dbname, env } = toolConnection("postgres://app:s%40cret@db.example:5433/small?sslmode=require");
    expect(dbname).toBe("postgres://app@db.example:5433/small?sslmode=require");
    expect(env.PGPASSWORD).toBe("s@cret");
  });
});
