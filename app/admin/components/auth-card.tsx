import "../admin.css";
import type * as React from "react";
import { adminMessages, type AdminLanguage } from "../messages/index";

/** The sign-in pages' frame: one calm card in the middle of the screen, in the page's `language`. */
export function AuthCard({
  language,
  title,
  description,
  children,
}: {
  language: AdminLanguage;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="admin-theme admin-page grid place-items-center px-4 py-10">
      <main className="w-full max-w-md">
        <p className="mb-4 text-center text-sm font-semibold tracking-tight text-muted-foreground">
          {adminMessages(language).shell.productName}
        </p>
        <div className="grid gap-6 rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <header className="grid gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
          </header>
          {children}
        </div>
      </main>
    </div>
  );
}
