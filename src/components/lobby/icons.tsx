/** A few line icons for the lobby (category tabs, lanes, the bottom bar), drawn inline: no requests. */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  ticket:
    'M3 7a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4zm9-2v14',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4l4 3-1.5 4.5h-5L8 10zM12 3v4m4 3l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5L7 18.5M8 10L3.5 8.5',
  live: 'M4 7h11a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm12 4l5-3v8l-5-3',
  slots: 'M4 5h16v14H4zM9 5v14m6-14v14M6 12h1m4 0h2m4 0h1',
  cards: 'M7 3h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm4.5 5l2.5 3-2.5 3-2.5-3z',
  fish: 'M3 12c3-5 9-6 13-3l5-3v12l-5-3c-4 3-10 2-13-3zm13 0h.01',
  swords: 'M4 4l9 9m-2 2l-2 2-3-3 2-2M20 4l-9 9m2 2l2 2 3-3-2-2',
  rocket: 'M12 3c4 2 6 6 6 10l-3 3H9l-3-3c0-4 2-8 6-10zm0 6h.01M9 16l-3 5m9-5l3 5',
  joystick: 'M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 6v6M5 15h14l1 5H4z',
  gift: 'M4 10h16v10H4zm-1-4h18v4H3zm9 0v14M12 6c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
  chat: 'M4 5h16v11H9l-5 4z',
  user: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21c1-4 4-6 8-6s7 2 8 6',
  star: 'M12 3l2.7 5.8 6.3.7-4.7 4.3 1.3 6.2L12 17l-5.6 3 1.3-6.2L3 9.5l6.3-.7z',
  fire: 'M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4 3-6 1 2 2 2 3 3 0-3-1-5 0-8z',
  trophy: 'M8 4h8v4a4 4 0 0 1-8 0zm0 1H4v2a4 4 0 0 0 4 4m8-6h4v2a4 4 0 0 1-4 4m-4 3v4m-4 2h8',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  speaker: 'M4 9h4l5-4v14l-5-4H4zm12-1a5 5 0 0 1 0 8m2-11a9 9 0 0 1 0 14',
  play: 'M8 5v14l11-7z',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12l4 4',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 15h2',
  flag: 'M5 21V4m0 0h11l-2 4 2 4H5',
  calendar: 'M4 6h16v14H4zm0 4h16M8 3v4m8-4v4',
  lifebuoy:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5.6 5.6l3.6 3.6m5.6 5.6l3.6 3.6m0-12.8l-3.6 3.6m-5.6 5.6l-3.6 3.6',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  agent: 'M9 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm8 2a2.5 2.5 0 1 1 0 5M3 20c.8-3.5 3-5 6-5s5.2 1.5 6 5m2-5c2 0 3.5 1.3 4 4',
  news: 'M4 5h13v14H5a1 1 0 0 1-1-1zm13 4h3v9a1 1 0 0 1-2 0M7 9h7m-7 4h7',
  download: 'M12 4v11m0 0l-5-5m5 5l5-5M5 20h14',
  wallet: 'M3 7h16v12H3zm0 0l12-4v4m1 6h.01',
  cashOut: 'M12 15V4m0 0L7 9m5-5l5 5M5 20h14',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  share:
    'M18 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM6 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm12 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM8.6 10.7l6.8-3.4m-6.8 6l6.8 3.4',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
};

/** A category or menu resource name -> the icon drawn for it. */
const ALIASES: Record<string, string> = {
  ELOTT: 'ticket',
  LOTT: 'ticket',
  SPORTS: 'ball',
  LIVE: 'live',
  RNG: 'slots',
  TABLE: 'cards',
  FISH: 'fish',
  PVP: 'swords',
  CRASH: 'rocket',
  ARCADE: 'joystick',
};

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  const d = PATHS[ALIASES[name] ?? name] ?? PATHS.star!;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
