/** Layout nodes: stacks, headings, paragraphs, the logo. */
import { Type } from '@sinclair/typebox';
import {
  Stack as StackBox,
  Heading as HeadingText,
  Paragraph as ParagraphText,
  Logo as LogoImage,
} from '../../components/layout.tsx';
import { Text } from '../../core/schema/common.ts';
import { CHILDREN } from '../../core/node-props.ts';
import { useRuntime } from '../context.ts';
import { useText } from '../text.ts';
import { defineNode } from './define.ts';

const closed = { additionalProperties: false } as const;

export const Stack = defineNode(
  Type.Object(
    {
      direction: Type.Optional(Type.Union([Type.Literal('column'), Type.Literal('row')])),
      gap: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
      children: CHILDREN,
    },
    closed,
  ),
  ({ node, render }) => (
    <StackBox direction={node.direction} gap={node.gap}>
      {render(node.children)}
    </StackBox>
  ),
);

export const Heading = defineNode(
  Type.Object(
    {
      text: Text,
      level: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
      hidden: Type.Optional(
        Type.Boolean({ description: 'For screen readers only (a page whose design shows no title still has one).' }),
      ),
    },
    closed,
  ),
  function HeadingNode({ node }) {
    const t = useText();
    return (
      <HeadingText level={node.level} className={node.hidden ? 'visually-hidden' : undefined}>
        {t(node.text)}
      </HeadingText>
    );
  },
);

export const Paragraph = defineNode(Type.Object({ text: Text }, closed), function ParagraphNode({ node }) {
  const t = useText();
  return <ParagraphText>{t(node.text)}</ParagraphText>;
});

export const Logo = defineNode(
  Type.Object({}, { ...closed, description: 'The tenant logo (mobile template h5_logo, else the tenant brand logo).' }),
  function LogoNode() {
    const { logo } = useRuntime();
    return <LogoImage src={logo.src} alt={logo.alt} />;
  },
);
