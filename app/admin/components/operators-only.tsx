import { LockIcon } from "lucide-react";
import { EmptyState } from "./empty-state";

/** What an owner sees on a page for operators (the navigation does not offer it to them). */
export function OperatorsOnly() {
  return (
    <EmptyState icon={<LockIcon />} title="For operators only">
      Ask an operator if you need this.
    </EmptyState>
  );
}
