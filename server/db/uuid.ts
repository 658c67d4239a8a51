const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for text PostgreSQL's uuid type accepts. Check an id from a URL first: anything else
 * makes the query itself fail (a 500), where the caller means "there is no such row" (404).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
