/** Layout nodes: stacks, headings, paragraphs, the logo. */
import { Type } from '@sinclair/typebox';
import {
  Stack as StackBox,
  Heading as HeadingText,
  Paragraph as ParagraphText,
  Logo as LogoImage,
} from '../../components/layout.tsx';
import { Text, described } from '../../core/schema/common.ts';
import { CHILDREN } from '../../core/node-props.ts';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { defineNode } from './define.ts';

const closed = { additionalProperties: false } as const;

export const Stack = defineNode(
  {
    props: Type.Object(
      {
        direction: Type.Optional(
          Type.Union([Type.Literal('column'), Type.Literal('row')], {
            description: 'column (default): children one under another; row: side by side.',
          }),
        ),
        gap: Type.Optional(
          Type.Integer({ minimum: 0, maximum: 6, description: 'Space between children in steps of 4 px (default 2).' }),
        ),
        children: CHILDREN,
      },
      { ...closed, description: 'Lays out its children in a column or a row.' },
    ),
    example: {
      id: 'intro',
      gap: 3,
      children: [
        { type: 'Heading', text: 'home.title', level: 1 },
        { type: 'Paragraph', text: { text: 'Plain text, not translated.' } },
      ],
    },
  },
  ({ node, render }) => (
    <StackBox direction={node.direction} gap={node.gap}>
      {render(node.children)}
    </StackBox>
  ),
);

export const Heading = defineNode(
  {
    props: Type.Object(
      {
        text: described(Text, 'The heading text.'),
        level: Type.Optional(
          Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
            description: 'Heading level 1, 2 (default) or 3; a page has one level 1.',
          }),
        ),
        hidden: Type.Optional(
          Type.Boolean({ description: 'For screen readers only (a page whose design shows no title still has one).' }),
        ),
      },
      { ...closed, description: 'A heading.' },
    ),
    example: { text: 'home.title', level: 1, hidden: true },
  },
  function HeadingNode({ node }) {
    const t = useText();
    return (
      <HeadingText level={node.level} className={node.hidden ? 'visually-hidden' : undefined}>
        {t(node.text)}
      </HeadingText>
    );
  },
);

export const Paragraph = defineNode(
  {
    props: Type.Object(
      { text: described(Text, 'The text of the paragraph.') },
      { ...closed, description: 'A paragraph of text.' },
    ),
    example: { text: 'invite.intro', visible: { var: 'session.loggedIn' } },
  },
  function ParagraphNode({ node }) {
    const t = useText();
    return <ParagraphText>{t(node.text)}</ParagraphText>;
  },
);

export const Logo = defineNode(
  {
    props: Type.Object(
      {},
      { ...closed, description: 'The tenant logo (mobile template h5_logo, else the tenant brand logo).' },
    ),
    example: { id: 'logo' },
  },
  function LogoNode() {
    const { logo } = useRuntime();
    return <LogoImage src={logo.src} alt={logo.alt} />;
  },
);
