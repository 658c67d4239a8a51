import { expect, it } from "vitest";
import { typingFixtures } from "#app/lib/typing-fixtures.ts";
import { scoreTyping } from "#app/lib/typing-signal.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import type { AdminPrincipal } from "../auth/principal";
import { submissions } from "../db/schema";
import { loadSubmissionDetail } from "./submission-detail";

const owner: AdminPrincipal = {
  userId: crypto.randomUUID(),
  email: "owner@neron.example",
  role: "owner",
  sites: ["neron"],
  sessionHash: "x",
};

describeApi("submission detail: the typing figures", (api) => {
  it("answers the stored figures, and null for a submission without them", async () => {
    const db = api().database.db;
    const figures = scoreTyping(typingFixtures.typedWithPastedPhone.report);
    const values = {
      site: "neron",
      form: "neron-contact",
      name: "Ana",
      message: "¿Tenéis relojes de bolsillo?",
      fields: { nombre: "Ana", email: "ana@example.es", telefono: null, mensaje: "¿Tenéis relojes de bolsillo?" },
    };
    const [typed, older] = await db
      .insert(submissions)
      .values([
        { id: crypto.randomUUID(), ...values, typing: figures },
        { id: crypto.randomUUID(), ...values },
      ])
      .returning({ id: submissions.id });

    const detail = await loadSubmissionDetail(db, owner, typed!.id, { mailConfigured: false });
    expect(detail?.typing).toEqual(figures);
    expect((await loadSubmissionDetail(db, owner, older!.id, { mailConfigured: false }))?.typing).toBeNull();
  });
});
