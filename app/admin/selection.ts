/*
 * Which inbox rows are selected, as the page's checkboxes change it: one row, a range with
 * Shift (every row between the last one clicked and this one takes this one's new state,
 * as in a file manager), or the whole page.
 */

export interface Selection {
  ids: ReadonlySet<string>;
  /** The row last clicked without Shift: where the next Shift-click's range starts. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

/** `rows` are the ids in the order the page shows them. */
export function toggleRow(selection: Selection, rows: readonly string[], id: string, range: boolean): Selection {
  const checked = !selection.ids.has(id);
  const ids = new Set(selection.ids);
  const from = range && selection.anchor !== null ? rows.indexOf(selection.anchor) : -1;
  const to = rows.indexOf(id);
  if (from === -1 || to === -1) {
    if (checked) ids.add(id);
    else ids.delete(id);
    return { ids, anchor: id };
  }
  for (const row of rows.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (checked) ids.add(row);
    else ids.delete(row);
  }
  // The anchor stays, so a second Shift-click from the same start changes the range, as people expect.
  return { ids, anchor: selection.anchor };
}

/** Every row on the page, or none. */
export function selectPage(rows: readonly string[], all: boolean): Selection {
  return { ids: all ? new Set(rows) : new Set(), anchor: null };
}

/** Whether the page's "select all" box is ticked, partly ticked ("indeterminate"), or not. */
export function pageState(selection: Selection, rows: readonly string[]): boolean | "indeterminate" {
  const picked = rows.filter((row) => selection.ids.has(row)).length;
  if (picked === 0) return false;
  return picked === rows.length ? true : "indeterminate";
}
