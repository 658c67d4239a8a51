// Server-only: the note page's loader reads the database through the same code as the API.
export { readNoteAndCountView } from "../../../server/notes/read-note";
