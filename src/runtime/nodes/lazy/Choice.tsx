/**
 * One of several ways to do a thing, chosen by the player (issue 52: registration by username or
 * by mobile number is one form with a choice of method, not two complete forms stacked). Each
 * child named in `tabs` is a way: a row of radio buttons picks which one shows; the others stay mounted but
 * hidden, so what was typed in one is still there on coming back, and the choice is kept for the
 * tab's session (a reload with a code on its way stays on that way). A child not named in `tabs`
 * shows under the chosen one. Only the ways whose `visible` rule holds get a tab; with one left
 * there is no tab row at all.
 */
import '../../../components/choice/choice.css';
import { useState } from 'react';
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
        label: described(Text, 'What the choice is, read out with the row of choices (e.g. "Register with").'),
        tabs: Type.Record(Type.String({ pattern: '^[a-zA-Z0-9_-]+$' }), described(Text, "The tab's label."), {
          description: 'The ways to choose from: a child id and its label, in the order of the children.',
        }),
        children: CHILDREN,
      },
      {
        additionalProperties: false,
        description:
          'One of several ways, chosen with a row of radio buttons (the first one visible is chosen first); children not in tabs show below the chosen one.',
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
    if (ways.length < 2) return render(children);
    // Native radio buttons: the arrow keys, the group's name and the checked state come with them.
    return (
      <div className="choice">
        <fieldset className="choice-tabs">
          <legend className="visually-hidden">{text(node.label)}</legend>
          {ways.map((c) => (
            <label key={c.id} className={c === current ? 'choice-tab is-chosen' : 'choice-tab'}>
              <input type="radio" name={key} checked={c === current} onChange={() => setChosen(c.id!)} />
              {text(node.tabs[c.id!]!)}
            </label>
          ))}
        </fieldset>
        {ways.map((c) => (
          <div key={c.id} hidden={c !== current}>
            {render([c])}
          </div>
        ))}
        {render(rest)}
      </div>
    );
  },
);
