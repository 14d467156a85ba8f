/** Controls: buttons that run an action, links, menus. */
import { Type } from '@sinclair/typebox';
import { useSnapshot } from 'valtio';
import { Button as ButtonControl, AppLink, MenuList } from '../../components/controls.tsx';
import { Text, Link as LinkTarget, described } from '../../core/schema/common.ts';
import { ACTION } from '../../core/node-props.ts';
import { visibleMenu, menuItemTap } from '../../core/menus.ts';
import { reportRuntimeIssue } from '../../state/app.ts';
import { Link as RouterLink } from 'react-router-dom';
import { tenantStore, sessionStore } from '../../state/app.ts';
import { Logo as LogoImage } from '../../components/layout.tsx';
import { Icon } from '../../components/lobby/icons.tsx';
import { useT } from '../i18n.tsx';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { runAction } from '../actions/registry.ts';
import { defineNode } from './define.ts';

const closed = { additionalProperties: false } as const;

export const Button = defineNode(
  {
    props: Type.Object(
      {
        label: described(Text, 'What the button says.'),
        action: ACTION('What a tap does.'),
        variant: Type.Optional(
          Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('text')], {
            description: 'primary (default, filled), secondary (outlined) or text (looks like a link).',
          }),
        ),
      },
      { ...closed, description: 'A button that runs an action.' },
    ),
    example: {
      id: 'openChat',
      label: 'menu.service',
      variant: 'secondary',
      action: { name: 'chat.open' },
      enabled: { var: 'session.loggedIn' },
    },
  },
  function ButtonNode({ node, enabled }) {
    const t = useText();
    const { actions } = useRuntime();
    return (
      <ButtonControl variant={node.variant} disabled={!enabled} onClick={() => void runAction(node.action, actions)}>
        {t(node.label)}
      </ButtonControl>
    );
  },
);

export const Link = defineNode(
  {
    props: Type.Object(
      {
        label: described(Text, 'The link text.'),
        to: described(LinkTarget, 'Where it leads: an internal /m/... route or an http(s) URL.'),
      },
      { ...closed, description: 'A text link to a page of the site or an http(s) address.' },
    ),
    example: { label: 'agent.title', to: '/m/agent', visible: { var: 'member.isAgent' } },
  },
  function LinkNode({ node }) {
    const t = useText();
    return <AppLink to={node.to}>{t(node.label)}</AppLink>;
  },
);

export const Menu = defineNode(
  {
    props: Type.Object(
      {
        menu: Type.String({ description: 'The name of a menu in the tenant menus (main, member, shortcuts, ...).' }),
        variant: Type.Optional(
          Type.Union([Type.Literal('bar'), Type.Literal('tabbar'), Type.Literal('grid')], {
            description:
              'A scrolling bar (default), the bottom tab bar, or a grid of icon tiles (shortcuts, the member centre).',
          }),
        ),
      },
      {
        ...closed,
        description:
          "A tenant menu: its items that are visible (each item type's own rule and the item's visible rule), as links or actions.",
      },
    ),
    example: { id: 'shortcuts', menu: 'shortcuts', variant: 'grid' },
    keys: ['menu.label.<menu>'],
  },
  function MenuNode({ node }) {
    const { rules, actions } = useRuntime();
    const t = useText();
    const { t: tk } = useT();
    const { tenant } = useSnapshot(tenantStore);
    const items = visibleMenu(tenant?.menus?.[node.menu] ?? [], rules);
    return (
      <MenuList
        label={tk(`menu.label.${node.menu}`, { defaultValue: node.menu })}
        variant={node.variant}
        items={items.flatMap((it) => {
          const tap = menuItemTap(it);
          if (!tap) {
            reportRuntimeIssue('menu', `menu "${node.menu}" item "${it.key}" has no path or action`);
            return [];
          }
          return [
            {
              key: it.key,
              label: t(it.label),
              ...(it.resource
                ? { icon: <Icon name={it.resource} size={node.variant === 'bar' || !node.variant ? 18 : 22} /> }
                : {}),
              ...('path' in tap ? { to: tap.path } : { onSelect: () => void runAction(tap.action, actions) }),
            },
          ];
        })}
      />
    );
  },
);

/** The top of a page: the logo (home), and log in and register for a visitor, or the member's name. */
export const TopBar = defineNode(
  {
    props: Type.Object(
      {
        login: Type.Optional(ACTION('What the log in button does (default: go to /m/login).')),
        register: Type.Optional(ACTION('What the register button does (default: go to /m/register).')),
      },
      {
        ...closed,
        description:
          "The top of a page: the logo (a link home), the language button when the tenant offers several, and the visitor's log in / register or the member's balance and name.",
      },
    ),
    example: { id: 'top', login: { name: 'dialog.open', dialog: 'login' } },
    keys: ['topbar.home', 'language.label', 'topbar.me', 'home.login', 'home.register'],
  },
  function TopBarNode({ node, render }) {
    const { logo, actions } = useRuntime();
    const { t } = useT();
    const { token, userName } = useSnapshot(sessionStore);
    const { tenant } = useSnapshot(tenantStore);
    return (
      <header className="topbar">
        <RouterLink to="/m/home" className="topbar-logo" aria-label={t('topbar.home', { name: logo.alt })}>
          <LogoImage src={logo.src} alt={logo.alt} />
        </RouterLink>
        <span className="topbar-fill" />
        {(tenant?.languages.length ?? 0) > 1 ? (
          <button
            type="button"
            className="icon-btn topbar-language"
            aria-label={t('language.label')}
            onClick={() => void runAction({ name: 'dialog.open', dialog: 'language' }, actions)}
          >
            <Icon name="globe" size={22} />
          </button>
        ) : null}
        {/* A member's balance, as gaming sites show it in the header (its own chunk: visitors never load it). */}
        {token ? render([{ type: 'Balance', variant: 'header' }]) : null}
        {token ? (
          <RouterLink to="/m/member/home" className="topbar-member">
            {/* No aria-label: the name is what it shows (the player's name) after what it is. */}
            <Icon name="user" size={18} />
            {userName ? <span className="visually-hidden">{t('topbar.me')}: </span> : null}
            <span>{userName ?? t('topbar.me')}</span>
          </RouterLink>
        ) : (
          <div className="topbar-actions">
            <ButtonControl
              variant="secondary"
              onClick={() => void runAction(node.login ?? { name: 'navigate', to: '/m/login' }, actions)}
            >
              {t('home.login')}
            </ButtonControl>
            <ButtonControl
              onClick={() => void runAction(node.register ?? { name: 'navigate', to: '/m/register' }, actions)}
            >
              {t('home.register')}
            </ButtonControl>
          </div>
        )}
      </header>
    );
  },
);
