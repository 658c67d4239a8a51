/*
 * The inbox list and a submission page pass this in the history entry's state: the list puts
 * the focus back on the row a person returned from (Escape or "Back"), as a file manager does.
 */
export interface ListState {
  focusRow?: string;
}

export function listStateFor(id: string): ListState {
  return { focusRow: id };
}
