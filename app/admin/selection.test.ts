import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, pageState, selectPage, toggleRow } from "./selection";

const rows = ["a", "b", "c", "d", "e"];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe("inbox selection", () => {
  it("toggles one row, and a Shift-click selects every row between it and the last one clicked", () => {
    const one = toggleRow(EMPTY_SELECTION, rows, "b", false);
    expect(ids(one)).toEqual(["b"]);
    expect(ids(toggleRow(one, rows, "d", true))).toEqual(["b", "c", "d"]);
    // Upwards too, and a Shift-click without an earlier click is just a click.
    expect(ids(toggleRow(toggleRow(EMPTY_SELECTION, rows, "e", false), rows, "c", true))).toEqual(["c", "d", "e"]);
    expect(ids(toggleRow(EMPTY_SELECTION, rows, "c", true))).toEqual(["c"]);
  });

  it("clears a range when the Shift-clicked row was selected, and keeps the anchor for the next range", () => {
    const all = selectPage(rows, true);
    const anchored = toggleRow(all, rows, "a", false);
    expect(ids(anchored)).toEqual(["b", "c", "d", "e"]);
    const cleared = toggleRow(anchored, rows, "c", true);
    expect(ids(cleared)).toEqual(["d", "e"]);
    expect(cleared.anchor).toBe("a");
  });

  it("says whether the page's box is ticked, partly or not at all", () => {
    expect(pageState(EMPTY_SELECTION, rows)).toBe(false);
    expect(pageState(toggleRow(EMPTY_SELECTION, rows, "a", false), rows)).toBe("indeterminate");
    expect(pageState(selectPage(rows, true), rows)).toBe(true);
    expect(ids(selectPage(rows, false))).toEqual([]);
  });
});
