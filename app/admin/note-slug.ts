/**
 * The slug of a Human Notebook note from what an operator pastes: the slug itself, or
 * the note's address (`https://…/writtenbyhuman/note/<slug>`, with or without query).
 * Null when it is neither.
 */
export function noteSlugFrom(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const fromPath = /\/writtenbyhuman\/note\/([^/?#\s]+)/.exec(value);
  const slug = fromPath ? decodeURIComponent(fromPath[1]!) : value;
  return /^[A-Za-z0-9_-]{1,100}$/.test(slug) ? slug : null;
}
