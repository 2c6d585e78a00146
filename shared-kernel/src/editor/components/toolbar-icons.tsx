// Line icons for the editor toolbar (24×24, 2 px stroke), drawn so they show without an emoji font.
function icon(paths: string[]) {
  return function ToolbarIcon() {
    return (
      <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const LinkIcon = icon(['M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5', 'M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5']);
export const BulletListIcon = icon(['M9 6h11M9 12h11M9 18h11', 'M4 6h.01M4 12h.01M4 18h.01']);
export const NumberedListIcon = icon(['M10 6h10M10 12h10M10 18h10', 'M4 4h1v4M4 8h2', 'M4 14h2l-2 3h2']);
export const QuoteIcon = icon(['M6 17h3l2-4V7H5v6h3zM14 17h3l2-4V7h-6v6h3z']);
export const SmileIcon = icon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M8 14s1.5 2 4 2 4-2 4-2', 'M9 9h.01M15 9h.01']);
export const PaperclipIcon = icon(['M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48']);
export const ImageIcon = icon(['M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z', 'M21 15l-5-5L5 21']);
export const UndoIcon = icon(['M9 14L4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11']);
export const RedoIcon = icon(['M15 14l5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13']);
