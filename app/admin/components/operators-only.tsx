import { LockIcon } from "lucide-react";
import { useAdminMessages } from "../use-admin-messages";
import { EmptyState } from "./empty-state";

/** What an owner sees on a page for operators (the navigation does not offer it to them). */
export function OperatorsOnly() {
  const t = useAdminMessages().t.account.operatorsOnly;
  return (
    <EmptyState icon={<LockIcon />} title={t.title} titleAs="h1">
      {t.body}
    </EmptyState>
  );
}
