import "../admin.css";
import { MenuIcon } from "lucide-react";
import { useState } from "react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useNavigation } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "#app/ui/sheet.tsx";
import { adminApi, loadOrSignIn } from "../api";
import type { Me } from "../api-types";
import { AdminNav } from "../components/admin-nav";
import { DeliveryProblemsBanner } from "../components/delivery-problems-banner";
import { LoadingPageHeader } from "../components/loading-page-header";
import { personHandle, personMeta } from "../components/admin-meta";
import { PasskeyOffer } from "../components/passkey-offer";
import { PageSkeleton, Skeleton } from "../components/skeleton";
import { loadAdminMessages, personLanguage, type AdminMessages } from "../messages/index";
import { pageNameKey } from "../page-name";
import { useAdminMessages, useShellMessages } from "../use-admin-messages";
import type { Route } from "./+types/layout";

export const handle = personHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.inbox);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await loadOrSignIn(request, () => adminApi.get<Me>("/api/admin/me"));
  // Their language, when it is not the one this document was rendered in (signed in just now, or chose another).
  await loadAdminMessages(personLanguage(me.user));
  return me;
}

function Shell({
  t,
  nav,
  children,
  account,
}: {
  t: AdminMessages;
  nav: React.ReactNode;
  children: React.ReactNode;
  account?: React.ReactNode;
}) {
  return (
    <div className="admin-theme admin-page">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.account.shell.skipToContent}
      </a>
      <div className="mx-auto flex max-w-[1400px]">
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border bg-background px-3 py-5 lg:flex">
          <Link to="/admin" className="px-3 text-base font-semibold tracking-tight">
            {t.shell.productName}
          </Link>
          <div className="flex-1">{nav}</div>
          {account}
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

function MobileBar({ me, t }: { me: Me; t: AdminMessages }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-border bg-background/95 px-4 backdrop-blur lg:hidden">
      <Link to="/admin" className="text-base font-semibold tracking-tight">
        {t.shell.productName}
      </Link>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="outline" size="sm">
            <MenuIcon aria-hidden="true" />
            {t.account.shell.menu}
          </Button>
        </SheetTrigger>
        <SheetContent side="left" portalClassName="admin-theme" className="overflow-y-auto">
          <SheetHeader>
            <SheetTitle>{t.shell.productName}</SheetTitle>
            <SheetDescription>{me.user.email}</SheetDescription>
          </SheetHeader>
          <div className="px-3 pb-6">
            <AdminNav me={me} onNavigate={() => setOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}

export default function AdminLayout({ loaderData: me }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useAdminMessages();
  // The account page has its own "Add a passkey"; elsewhere, offer one while there is none.
  const offerPasskey = me.passkeyCount === 0 && location.pathname !== "/admin/account";
  return (
    <Shell
      t={t}
      nav={<AdminNav me={me} />}
      account={
        <p className="truncate px-3 text-xs text-muted-foreground" title={me.user.email}>
          {t.account.shell.signedInAs} <span className="font-medium text-foreground">{me.user.email}</span>
        </p>
      }
    >
      <MobileBar me={me} t={t} />
      <main
        id="admin-main"
        tabIndex={-1}
        className="px-4 py-6 outline-none sm:px-8 sm:py-8"
        aria-busy={navigation.state === "loading"}
      >
        <DeliveryProblemsBanner me={me} />
        {offerPasskey ? <PasskeyOffer /> : null}
        <Outlet />
      </main>
    </Shell>
  );
}

/**
 * The shell while the scripts and the person's data load: real text at once (the product's
 * name, and on a phone the page's name), so the first paint is the page's frame, not bars.
 * In the person's language, which the server found from their session (./signed-in.tsx).
 */
export function HydrateFallback() {
  const location = useLocation();
  const { t: words } = useShellMessages();
  const t = words.shell;
  const page = pageNameKey(location.pathname, location.search);
  return (
    <Shell
      t={words}
      nav={
        <div className="grid gap-2 px-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-8" />
          ))}
        </div>
      }
    >
      <div className="sticky top-0 z-40 flex h-14 min-w-0 items-center gap-2 border-b border-border bg-background px-4 lg:hidden">
        <span className="shrink-0 text-base font-semibold tracking-tight">{t.productName}</span>
        {page ? (
          <>
            <span aria-hidden="true" className="text-muted-foreground">
              ·
            </span>
            <span className="truncate text-base text-muted-foreground">{t.pages[page]}</span>
          </>
        ) : null}
      </div>
      <main id="admin-main" className="px-4 py-6 sm:px-8 sm:py-8">
        {page ? (
          <LoadingPageHeader
            title={t.pages[page]}
            description={page === "inbox" || page === "spam" ? t.intro[page] : undefined}
          />
        ) : null}
        <PageSkeleton label={t.loading} />
      </main>
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang, t: words } = useShellMessages();
  const t = words.account.shell;
  const message = isRouteErrorResponse(error)
    ? error.statusText || t.errorStatus(error.status)
    : error instanceof Error
      ? error.message
      : t.unknownError;
  return (
    <div lang={lang} className="admin-theme admin-page grid place-items-center px-4">
      <main className="max-w-md rounded-lg border border-border bg-background p-6">
        <h1 className="text-xl font-semibold">{t.loadFailed}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message}</p>
        <div className="mt-4 flex gap-2">
          <Button onClick={() => window.location.reload()}>{t.tryAgain}</Button>
          <Button variant="outline" asChild>
            <a href="/admin/sign-in">{t.signInAgain}</a>
          </Button>
        </div>
      </main>
    </div>
  );
}
