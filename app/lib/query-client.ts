import { QueryClient } from "@tanstack/react-query";

/** Failed reads retry 3 times, waiting 1 s, 2 s, 4 s … and never more than 30 s (spec §7). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay } } });
}
