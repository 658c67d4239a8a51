import { TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import type { DeliveryProblem, Me } from "../api-types";
import { deliveryErrorKind } from "../delivery-error";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";

/**
 * On every back-office page while notifications keep failing (Me.deliveryProblems, from
 * server/notifications/delivery-problems.ts): what fails and where to fix it. Not
 * dismissible: it goes once a delivery succeeds again.
 */
export function DeliveryProblemsBanner({ me }: { me: Me }) {
  const { t, lang } = useAdminMessages();
  if (me.deliveryProblems.length === 0) return null;
  return (
    <section
      aria-labelledby="delivery-problems-title"
      lang={lang}
      className="mb-6 flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="grid min-w-0 gap-2">
        <h2 id="delivery-problems-title" className="font-semibold">
          {t.banner.title}
        </h2>
        <ul className="grid gap-1 text-sm">
          {me.deliveryProblems.map((problem, index) => (
            <li key={index} className="wrap-anywhere">
              {describe(problem, t)}
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/admin/notifications#webhooks" className="font-medium text-primary underline underline-offset-4">
            {t.banner.notificationsLink}
          </Link>
          {me.user.role === "operator" ? (
            <Link to="/admin/deliveries" className="font-medium text-primary underline underline-offset-4">
              {t.banner.deliveriesLink}
            </Link>
          ) : null}
        </p>
      </div>
    </section>
  );
}

/** The problem in a sentence, its error named as the deliveries page names it (delivery-error.ts). */
function describe(problem: DeliveryProblem, t: ReturnType<typeof useAdminMessages>["t"]): string {
  const words = t.banner;
  const error = t.deliveries.errors[deliveryErrorKind(problem.lastError)].summary;
  if (problem.kind === "mail-server") return words.mailServerFailing(problem.failures, error);
  const site = siteName(problem.site);
  return problem.kind === "webhook"
    ? words.webhookFailing(site, problem.target, problem.failures, error)
    : words.emailFailing(site, problem.target, problem.failures, error);
}
