/** The page's width and side padding. Longer recurring styles are classes in community.css. */
export const container = "mx-auto w-full max-w-6xl px-5 sm:px-8";
