/**
 * The event's country flag, drawn: flag emoji show as two letters on Windows and as
 * empty boxes where no emoji font is installed. Countries without a drawing here show
 * their two-letter code on a plain tile (the card names the country beside it).
 */
export function Flag({ code, className }: { code: string; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" className={className} preserveAspectRatio="none">
      {code === "DE" ? (
        <>
          <rect width="30" height="6.67" fill="#000" />
          <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
          <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
        </>
      ) : code === "NL" ? (
        <>
          <rect width="30" height="6.67" fill="#ae1c28" />
          <rect y="6.67" width="30" height="6.67" fill="#fff" />
          <rect y="13.33" width="30" height="6.67" fill="#21468b" />
        </>
      ) : code === "ES" ? (
        <>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
          <rect x="7" y="7.5" width="3.6" height="5" rx="0.8" fill="#aa151b" opacity="0.85" />
        </>
      ) : code === "PT" ? (
        <>
          <rect width="30" height="20" fill="#ff0000" />
          <rect width="12" height="20" fill="#006600" />
          <circle cx="12" cy="10" r="4.6" fill="none" stroke="#ffe000" strokeWidth="1.3" />
          <path d="M10.1 7.6h3.8v3.6a1.9 1.9 0 0 1-3.8 0z" fill="#fff" stroke="#ff0000" strokeWidth="0.7" />
        </>
      ) : (
        <>
          <rect width="30" height="20" fill="#2a2752" />
          <text x="15" y="14" textAnchor="middle" fontSize="10" fontWeight="600" letterSpacing="0.5" fill="#ecebff">
            {code}
          </text>
        </>
      )}
    </svg>
  );
}
