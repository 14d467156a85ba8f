// @vitest-environment happy-dom
/** The forms' state: values from the inputs, react-hook-form's order of checks, checked on submit then on change. */
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { checkValue, createFormState, type FieldElement, type FieldProps } from './form-state.ts';

const rules = {
  required: 'Required',
  minLength: { value: 4, message: 'At least 4' },
  maxLength: { value: 8, message: 'At most 8' },
  pattern: { value: /^[a-z0-9]+$/, message: 'Letters and digits' },
  validate: { notAdmin: (v: unknown) => v !== 'admin0' || 'Taken' },
};

describe('checkValue', () => {
  it('reports the first broken rule: required, length, pattern, then the named checks', () => {
    expect(checkValue('', rules)).toEqual({ type: 'required', message: 'Required' });
    expect(checkValue('abc', rules)).toEqual({ type: 'minLength', message: 'At least 4' });
    expect(checkValue('abcdefghi', rules)).toEqual({ type: 'maxLength', message: 'At most 8' });
    expect(checkValue('ABCD', rules)).toEqual({ type: 'pattern', message: 'Letters and digits' });
    expect(checkValue('admin0', rules)).toEqual({ type: 'notAdmin', message: 'Taken' });
    expect(checkValue('player1', rules)).toBeUndefined();
  });
  it('lengths and patterns only judge what was typed; an unticked box is empty; a check passes unless it says false or a message', () => {
    expect(checkValue('x', { validate: { quiet: () => undefined as unknown as boolean } })).toBeUndefined();
    expect(checkValue('', { minLength: rules.minLength, pattern: rules.pattern })).toBeUndefined();
    expect(checkValue(false, { required: 'Tick it' })).toEqual({ type: 'required', message: 'Tick it' });
    expect(checkValue(true, { required: 'Tick it' })).toBeUndefined();
    expect(checkValue('', { required: true })).toEqual({ type: 'required', message: '' });
    expect(checkValue('x', { validate: { no: () => false } })).toEqual({ type: 'no', message: '' });
  });
});

describe('a form', () => {
  let form: ReturnType<typeof createFormState>;
  let inputs: Record<string, FieldElement>;
  let props: Record<string, FieldProps>;
  beforeEach(() => {
    document.body.innerHTML = `<form>
      <input name="username"><input name="password" type="password"><input name="agree" type="checkbox">
      <select name="code"><option value="84">+84</option><option value="66">+66</option></select></form>`;
    inputs = Object.fromEntries([...document.querySelectorAll<FieldElement>('[name]')].map((el) => [el.name, el]));
    form = createFormState();
    props = {};
    for (const [name, el] of Object.entries(inputs)) {
      props[name] = form.register(name, name === 'username' ? rules : name === 'agree' ? { required: 'Tick it' } : {});
      props[name].ref(el);
    }
  });
  const type = (name: string, value: string) => {
    inputs[name]!.value = value;
    props[name]!.onChange();
  };

  it('reads the values from the inputs: text, ticked boxes as true/false, the chosen option', () => {
    type('username', 'player1');
    (inputs.agree as HTMLInputElement).checked = true;
    expect(form.getValues()).toEqual({ username: 'player1', password: '', agree: true, code: '84' });
    expect(form.getValues('agree')).toBe(true);
  });

  it('checks nothing before the first submit, everything at it (focusing the first wrong field), then each change', async () => {
    const sent = vi.fn();
    type('username', 'ab');
    expect(form.errors).toEqual({});
    await form.handleSubmit(sent)();
    expect(sent).not.toHaveBeenCalled();
    expect(form.errors).toEqual({
      username: { type: 'minLength', message: 'At least 4' },
      agree: { type: 'required', message: 'Tick it' },
    });
    expect(document.activeElement).toBe(inputs.username);
    const woke = vi.fn();
    form.subscribe(woke);
    type('username', 'abc'); // still too short: the same error, nobody is told
    expect(woke).not.toHaveBeenCalled();
    type('username', 'player1');
    expect(form.errors.username).toBeUndefined();
    (inputs.agree as HTMLInputElement).checked = true;
    props.agree!.onChange();
    await form.handleSubmit(sent)();
    expect(sent).toHaveBeenCalledWith({ username: 'player1', password: '', agree: true, code: '84' });
  });

  it('a server error sits on its field (focused when asked) until the field changes or the form is sent again', async () => {
    await form.handleSubmit(() => {})();
    type('username', 'player1');
    form.setError('username', { message: 'This name is taken' }, { shouldFocus: true });
    expect(form.errors.username).toEqual({ type: 'server', message: 'This name is taken' });
    expect(document.activeElement).toBe(inputs.username);
    type('username', 'player2');
    expect(form.errors.username).toBeUndefined();
  });

  it('trigger checks the named fields only and says whether they pass', async () => {
    expect(await form.trigger(['username'])).toBe(false);
    expect(Object.keys(form.errors)).toEqual(['username']);
    type('username', 'player1');
    expect(await form.trigger(['username', 'code'])).toBe(true);
    expect(form.errors).toEqual({});
  });

  it('setValue writes into the input, or keeps a value no input shows (the captcha) and wakes its watchers', () => {
    const woke = vi.fn();
    const captchaWatcher = vi.fn();
    form.subscribe(woke);
    form.subscribe(captchaWatcher, 'captcha');
    form.setValue('code', '66');
    expect(inputs.code!.value).toBe('66');
    expect(form.watch('captcha')).toBeUndefined();
    expect(captchaWatcher).not.toHaveBeenCalled();
    form.setValue('captcha', { ticket: 't' });
    expect(form.watch('captcha')).toEqual({ ticket: 't' });
    expect(form.getValues()).toMatchObject({ code: '66', captcha: { ticket: 't' } });
    expect(woke).toHaveBeenCalledTimes(2);
    expect(captchaWatcher).toHaveBeenCalledTimes(1);
  });

  it('tells a field only of its own changes: an error that changes, a watched value typed; the whole form of each', async () => {
    const whole = vi.fn();
    const username = vi.fn();
    const password = vi.fn();
    form.subscribe(whole);
    form.subscribe(username, 'username');
    const unsubscribe = form.subscribe(password, 'password');
    await form.handleSubmit(() => {})(); // username: required; password has no rules
    expect([whole, username, password].map((f) => f.mock.calls.length)).toEqual([1, 1, 0]);
    type('username', 'ab'); // required -> minLength
    type('username', 'abc'); // still minLength: nobody
    type('username', 'player1'); // fine
    expect([whole, username, password].map((f) => f.mock.calls.length)).toEqual([3, 3, 0]);
    const before = form.errors;
    type('password', 'x'); // not watched, no error either way: nobody, and the errors object is the same
    expect(form.errors).toBe(before);
    expect(password).not.toHaveBeenCalled();
    form.watch('password');
    type('password', 'xy'); // watched now: its readers and the whole form's
    expect(password).toHaveBeenCalledTimes(1);
    expect(username).toHaveBeenCalledTimes(3);
    unsubscribe();
    form.setError('password', { message: 'Too weak' });
    expect(password).toHaveBeenCalledTimes(1);
    expect(whole).toHaveBeenCalledTimes(5);
  });

  it('a field keeps the same error object while its error stays the same (its readers compare by identity)', async () => {
    await form.handleSubmit(() => {})();
    const first = form.errors.username;
    type('password', 'x');
    await form.trigger();
    expect(form.errors.username).toBe(first);
  });

  it('a field that goes away keeps its value, is not checked (its old error goes), and gets it back when it returns', async () => {
    type('username', 'ab');
    expect(await form.trigger(['username'])).toBe(false);
    props.username!.ref(null);
    expect(form.getValues('username')).toBe('ab');
    expect(await form.trigger()).toBe(false); // only "agree" (required) is checked
    expect(form.errors.username).toBeUndefined();
    expect(form.errors.agree?.type).toBe('required');
    const again = document.createElement('input');
    form.register('username', rules).ref(again);
    expect(again.value).toBe('ab');
  });

  it('reset empties the form and its errors; the next change is not checked until a submit', async () => {
    type('username', 'ab');
    form.setValue('captcha', 'done');
    await form.handleSubmit(() => {})();
    form.reset();
    expect(form.getValues()).toEqual({ username: '', password: '', agree: false, code: '84' });
    expect(form.errors).toEqual({});
    type('username', 'a');
    expect(form.errors).toEqual({});
  });

  it('register keeps one ref for the life of the form (React would otherwise detach and attach it each render) and takes new messages', () => {
    const first = form.register('username', rules);
    const second = form.register('username', { required: 'Obligatoire' });
    expect(second).toBe(first);
    expect(checkValue('', { required: 'Obligatoire' })?.message).toBe('Obligatoire');
    void form.trigger(['username']);
    expect(form.errors.username?.message).toBe('Obligatoire');
  });
});
