/**
 * Every node type, by the module in this folder that defines it: the one declaration the
 * registry, the schema generator, boot's preload, the early loader and the size check derive
 * from. Modules under lazy/ load on first use, each as its own chunk: boot and the HTML preload
 * the ones the first screen uses, and the size check counts them for the routes that use them.
 *
 * A new node type: its module (props schema + component) and its line here. That is all: the
 * registry finds lazy modules by their place under lazy/ (a line naming a missing module fails).
 * A family folder under lazy/ (lazy/forms/) loads as one chunk, through its index.ts.
 */
export const NODE_MODULES = {
  'layout.tsx': ['Stack', 'Heading', 'Paragraph', 'Logo'],
  'controls.tsx': ['Button', 'Link', 'Menu', 'TopBar'],
  'lazy/forms/Form.tsx': ['Form'],
  'lazy/forms/fields.tsx': ['TextField', 'PasswordField', 'CheckboxField', 'SelectField'],
  'lazy/forms/phone.tsx': ['PhoneField', 'SmsCodeField'],
  'lazy/forms/CaptchaSlot.tsx': ['CaptchaSlot'],
  'lazy/DownloadLinks.tsx': ['DownloadLinks'],
  'lazy/DownloadBar.tsx': ['DownloadBar'],
  'lazy/AppDownloadInfo.tsx': ['AppDownloadInfo'],
  'lazy/BannerCarousel.tsx': ['BannerCarousel'],
  'lazy/Marquee.tsx': ['Marquee'],
  'lazy/PopupList.tsx': ['PopupList'],
  'lazy/GameLobby.tsx': ['GameLobby'],
  'lazy/GameLane.tsx': ['GameLane'],
  'lazy/RankList.tsx': ['RankList'],
  'lazy/MatchList.tsx': ['MatchList'],
  'lazy/PromotionList.tsx': ['PromotionList'],
  'lazy/Promotion.tsx': ['Promotion'],
  'lazy/NewsList.tsx': ['NewsList'],
  'lazy/GameLaunch.tsx': ['GameLaunch'],
  'lazy/MemberCard.tsx': ['MemberCard'],
  'lazy/Balance.tsx': ['Balance'],
  'lazy/Choice.tsx': ['Choice'],
  'lazy/VipStatus.tsx': ['VipStatus'],
  'lazy/ReferralCard.tsx': ['ReferralCard'],
  'lazy/LanguagePicker.tsx': ['LanguagePicker'],
} as const;

export type NodeModulePath = keyof typeof NODE_MODULES;
export type LazyModulePath = Extract<NodeModulePath, `lazy/${string}`>;
export type EagerModulePath = Exclude<NodeModulePath, LazyModulePath>;
export type NodeType = (typeof NODE_MODULES)[NodeModulePath][number];

/** This folder, from the project root (tooling maps a module path to its source file). */
export const NODES_DIR = 'src/runtime/nodes';
export const NODE_TYPES = Object.values(NODE_MODULES).flat() as NodeType[];
export const isLazyModule = (path: string): path is LazyModulePath => path.startsWith('lazy/');
export const LAZY_MODULES = (Object.keys(NODE_MODULES) as NodeModulePath[]).filter(isLazyModule);
/**
 * The module whose chunk holds a lazy module (from this folder): itself, or for a module in a
 * family folder under lazy/, the folder's index.ts, which loads the family together.
 */
export const chunkSourceOf = (path: LazyModulePath): string =>
  path.split('/').length > 2 ? path.replace(/[^/]+$/, 'index.ts') : path;

/** The module of each node type. */
export const MODULE_OF: Readonly<Record<string, NodeModulePath>> = Object.fromEntries(
  (Object.entries(NODE_MODULES) as [NodeModulePath, readonly string[]][]).flatMap(([m, types]) =>
    types.map((t) => [t, m]),
  ),
);
