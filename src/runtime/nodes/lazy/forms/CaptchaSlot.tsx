/** The captcha's place in a form: its state (the form's "captcha" value, watched) and a button to verify now. */
import { Type } from '@sinclair/typebox';
import { Text, described } from '../../../../core/schema/common.ts';
import { Button } from '../../../../components/controls.tsx';
import { useFormContext, useWatch } from '../../../forms/use-form.ts';
import { useRuntime } from '../../../context.ts';
import { useText } from '../../../text.ts';
import { runAction } from '../../../actions/registry.ts';
import { defineNode } from '../../define.ts';

/** The captcha result lives in the form's "captcha" value; this shows its state and offers to verify now. */
export const CaptchaSlot = defineNode(
  {
    props: Type.Object(
      { label: described(Text, 'The label before the captcha status.') },
      {
        additionalProperties: false,
        description: 'Where the captcha status shows in a form; the captcha opens on submit or from its button.',
      },
    ),
    example: { id: 'captcha', label: 'captcha.label', visible: { var: 'settings.loginCaptcha' } },
    keys: ['captcha.done', 'captcha.pending', 'captcha.verify'],
  },
  function CaptchaSlotNode({ node, enabled }) {
    const form = useFormContext();
    const t = useText();
    const { actions } = useRuntime();
    const done = !!useWatch(form, 'captcha');
    return (
      <div className="field captcha-slot">
        <span>
          {t(node.label)}: <strong role="status">{done ? t('captcha.done') : t('captcha.pending')}</strong>
        </span>
        {!done ? (
          <Button
            variant="secondary"
            disabled={!enabled}
            onClick={() =>
              void runAction(
                { name: 'captcha.verify' },
                { ...actions, form: form.getValues(), setFormValue: (k, v) => form.setValue(k, v) },
              )
            }
          >
            {t('captcha.verify')}
          </Button>
        ) : null}
      </div>
    );
  },
);
