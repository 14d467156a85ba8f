/**
 * One of several ways to do a thing, chosen by the player (issue 52: registration by username or
 * by mobile number is one form with a choice of method, not two complete forms stacked). Each
 * child named in `tabs` is a way: a tab row picks which one shows; the others stay mounted but
 * hidden, so what was typed in one is still there on coming back, and the choice is kept for the
 * tab's session (a reload with a code on its way stays on that way). A child not named in `tabs`
 * shows under the chosen one. Only the ways whose `visible` rule holds get a tab; with one left
 * there is no tab row at all.
 */
import '../../../components/choice/choice.css';
import { useState, type KeyboardEvent } from 'react';
import { Type } from '@sinclair/typebox';
import { Text, described } from '../../../core/schema/common.ts';
import { CHILDREN } from '../../../core/node-props.ts';
import { evaluateRule } from '../../../core/rules.ts';
import type { Rule } from '../../../core/schema/common.ts';
import { useRuntime } from '../../context.ts';
import { useText } from '../../text.ts';
import { defineNode } from '../define.ts';
import { session } from '../../../services/session/storage.ts';
import { usePageSnapshot } from '../../page-snapshot.ts';

type Child = { id?: string; visible?: Rule };

export const Choice = defineNode(
  {
    props: Type.Object(
      {
        label: described(Text, 'What the choice is, read out with the tab row (e.g. "Register with").'),
        tabs: Type.Record(Type.String({ pattern: '^[a-zA-Z0-9_-]+$' }), described(Text, "The tab's label."), {
          description: 'The ways to choose from: a child id and its tab label, in the order of the children.',
        }),
        children: CHILDREN,
      },
      {
        additionalProperties: false,
        description:
          'One of several ways, chosen with a tab row (the first one visible is chosen first); children not in tabs show below the chosen one.',
      },
    ),
    example: {
      id: 'methods',
      label: 'register.method',
      tabs: { 'register-username': 'register.byUsername', 'register-mobile': 'register.byMobile' },
      children: [],
    },
  },
  function ChoiceNode({ node, render }) {
    const { rules } = useRuntime();
    const text = useText();
    const key = `choice:${node.id ?? 'ways'}`;
    // The way chosen earlier in this tab; a pre-rendered page hydrates on the first way, then this.
    const kept = usePageSnapshot(() => session.get(key), null);
    const [picked, choose] = useState<string | null>(null);
    const chosen = picked ?? kept;
    const setChosen = (id: string) => {
      session.set(key, id);
      choose(id);
    };
    const children = (node.children ?? []) as Child[];
    const ways = children.filter(
      (c) => c.id !== undefined && Object.hasOwn(node.tabs, c.id) && evaluateRule(c.visible, rules, () => {}),
    );
    const rest = children.filter((c) => c.id === undefined || !Object.hasOwn(node.tabs, c.id));
    const current = ways.find((c) => c.id === chosen) ?? ways[0];
    if (ways.length < 2) return <>{render(children)}</>;
    const base = `choice-${node.id ?? 'ways'}`;
    const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
      const i = ways.indexOf(current!);
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      e.preventDefault();
      const next = ways[(i + step + ways.length) % ways.length]!;
      setChosen(next.id!);
      document.getElementById(`${base}-tab-${next.id}`)?.focus();
    };
    return (
      <div className="choice">
        <div className="choice-tabs" role="tablist" aria-label={text(node.label)} onKeyDown={onKey}>
          {ways.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              id={`${base}-tab-${c.id}`}
              aria-selected={c === current}
              aria-controls={`${base}-panel-${c.id}`}
              tabIndex={c === current ? 0 : -1}
              className="choice-tab"
              onClick={() => setChosen(c.id!)}
            >
              {text(node.tabs[c.id!]!)}
            </button>
          ))}
        </div>
        {ways.map((c) => (
          <div
            key={c.id}
            role="tabpanel"
            id={`${base}-panel-${c.id}`}
            aria-labelledby={`${base}-tab-${c.id}`}
            hidden={c !== current}
          >
            {render([c])}
          </div>
        ))}
        {render(rest)}
      </div>
    );
  },
);
