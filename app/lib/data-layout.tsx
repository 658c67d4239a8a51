import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { createQueryClient } from "./query-client";

/**
 * Layout route for the pages that fetch data in the browser. TanStack Query lives
 * here rather than in the root so pages that never fetch don't download it
 * (docs/decisions/0004-first-load-javascript.md).
 */
export default function DataLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
