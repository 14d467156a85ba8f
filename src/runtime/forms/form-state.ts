/**
 * A form's state, without React: values live in the inputs themselves (uncontrolled, as the
 * browser keeps them), the field rules are checked on submit and then on every change of that
 * field, and server errors can be put on a field. It is the part of react-hook-form these forms
 * used (the same names and the same order of checks), at a fifth of its bytes on the first screen
 * (docs/decisions.md, "Form state").
 */
export type FieldValues = Record<string, unknown>;

interface Limit<V> {
  value: V;
  message: string;
}
export interface RegisterOptions {
  /** The message when empty (true: an error without a message). */
  required?: string | boolean;
  minLength?: Limit<number>;
  maxLength?: Limit<number>;
  pattern?: Limit<RegExp>;
  /** Named checks: true passes; a string is the error's message; false an error without one. */
  validate?: Record<string, (value: unknown) => boolean | string>;
}
export interface FieldError {
  type: string;
  message: string;
}
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** What a field spreads onto its input (stable for the life of the form: React keeps the ref). */
export interface FieldProps {
  name: string;
  ref: (el: FieldElement | null) => void;
  onChange: () => void;
}

interface Field {
  options: RegisterOptions;
  el: FieldElement | undefined;
  /** The value while no input shows the field (hidden, or set before it mounted). */
  kept: unknown;
  props: FieldProps;
}

const isCheckbox = (el: FieldElement): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'checkbox';

function readValue(el: FieldElement): unknown {
  if (isCheckbox(el)) return el.checked ? (el.hasAttribute('value') ? el.value : true) : false;
  return el.value;
}

function writeValue(el: FieldElement, value: unknown): void {
  if (isCheckbox(el)) el.checked = !!value;
  else el.value = value === undefined || value === null ? '' : String(value);
}

/** The first rule a value breaks, in react-hook-form's order: required, length, pattern, then the named checks. */
export function checkValue(value: unknown, o: RegisterOptions): FieldError | undefined {
  const empty = value === undefined || value === null || value === '' || value === false;
  if (o.required && empty) return { type: 'required', message: typeof o.required === 'string' ? o.required : '' };
  if (typeof value === 'string' && value !== '') {
    if (o.maxLength && value.length > o.maxLength.value) return { type: 'maxLength', message: o.maxLength.message };
    if (o.minLength && value.length < o.minLength.value) return { type: 'minLength', message: o.minLength.message };
    if (o.pattern && !o.pattern.value.test(value)) return { type: 'pattern', message: o.pattern.message };
  }
  for (const [type, check] of Object.entries(o.validate ?? {})) {
    const result: unknown = check(value);
    // As react-hook-form: a message or false fails; true (or nothing returned) passes.
    if (typeof result === 'string' || result === false)
      return { type, message: typeof result === 'string' ? result : '' };
  }
  return undefined;
}

const sameError = (a: FieldError | undefined, b: FieldError | undefined) =>
  a === b || (!!a && !!b && a.type === b.type && a.message === b.message);

export type FormState = ReturnType<typeof createFormState>;

/** Listeners of every change (the whole form's readers) sit under this key; a field's under its name. */
const ANY = '';

export function createFormState() {
  const fields = new Map<string, Field>();
  /** Values set with no field of that name (the captcha's result). */
  let loose: FieldValues = {};
  let errors: Readonly<Record<string, FieldError | undefined>> = {};
  let submitted = false;
  const watched = new Set<string>();
  /**
   * Per-field subscriptions (as react-hook-form's useFormState({ name })): a keystroke that changes
   * one field's error wakes that field's readers and the whole form's, nobody else.
   */
  const listeners = new Map<string, Set<() => void>>();
  // A reader woken twice (by name and as a whole-form reader) reads the same state: no second render.
  const emit = (names: Iterable<string>) => {
    for (const n of [...names, ANY]) listeners.get(n)?.forEach((l) => l());
  };
  /**
   * The new errors; a field whose error is the same keeps the same object (its readers compare
   * by identity) and only the fields whose error changed are told.
   */
  const setErrors = (next: Record<string, FieldError | undefined>) => {
    const changed: string[] = [];
    const merged: Record<string, FieldError> = {};
    for (const name of new Set([...Object.keys(errors), ...Object.keys(next)])) {
      const before = errors[name];
      const after = next[name];
      if (after) merged[name] = sameError(before, after) ? before! : after;
      if (!sameError(before, after)) changed.push(name);
    }
    if (!changed.length) return;
    errors = merged;
    emit(changed);
  };
  /**
   * Checks the mounted fields among `names`, over `base` (the errors kept for the others); hidden
   * ones keep their value but are not checked (as react-hook-form).
   */
  const check = (names: Iterable<string>, base = errors) => {
    const next = { ...base };
    let ok = true;
    for (const name of names) {
      const f = fields.get(name);
      if (!f?.el) {
        delete next[name]; // hidden: its old error would show again with it
        continue;
      }
      next[name] = checkValue(readValue(f.el), f.options);
      if (next[name]) ok = false;
      else delete next[name];
    }
    setErrors(next);
    return ok;
  };

  function register(name: string, options: RegisterOptions = {}): FieldProps {
    const known = fields.get(name);
    if (known) {
      known.options = options; // messages follow the language
      return known.props;
    }
    const f: Field = {
      options,
      el: undefined,
      kept: name in loose ? loose[name] : undefined,
      props: {
        name,
        ref: (el) => {
          if (el) {
            f.el = el;
            if (f.kept !== undefined) writeValue(el, f.kept);
            f.kept = undefined;
          } else if (f.el) {
            f.kept = readValue(f.el);
            f.el = undefined;
          }
        },
        // Before the first submit nothing is checked (an error appearing under a finger on its way
        // to the submit button would move it); after it, this field on every change.
        onChange: () => {
          if (submitted && f.el) setErrors({ ...errors, [name]: checkValue(readValue(f.el), f.options) });
          if (watched.has(name)) emit([name]);
        },
      },
    };
    delete loose[name];
    fields.set(name, f);
    return f.props;
  }

  function getValues(): FieldValues;
  function getValues(name: string): unknown;
  function getValues(name?: string): unknown {
    if (name !== undefined) {
      const f = fields.get(name);
      return f ? (f.el ? readValue(f.el) : f.kept) : loose[name];
    }
    const values: FieldValues = { ...loose };
    for (const [n, f] of fields) values[n] = f.el ? readValue(f.el) : f.kept;
    return values;
  }

  return {
    register,
    getValues,
    get errors() {
      return errors;
    },
    /** Calls `listener` when the named field's error or watched value changes; with no name, on any change. */
    subscribe(listener: () => void, name = ANY) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    /** The value; from now on a change of it wakes the field's subscribers (useWatch). */
    watch(name: string): unknown {
      watched.add(name);
      return getValues(name);
    },
    setValue(name: string, value: unknown): void {
      const f = fields.get(name);
      if (f?.el) writeValue(f.el, value);
      else if (f) f.kept = value;
      else loose = { ...loose, [name]: value };
      emit([name]);
    },
    setError(name: string, error: { message: string }, opts: { shouldFocus?: boolean } = {}): void {
      setErrors({ ...errors, [name]: { type: 'server', message: error.message } });
      if (opts.shouldFocus) fields.get(name)?.el?.focus();
    },
    /** Checks these fields (all when none named) now; true when all pass. */
    trigger(names?: readonly string[]): Promise<boolean> {
      return Promise.resolve(check(names ?? fields.keys()));
    },
    /**
     * Empties the form and its errors: each input back to its markup's value, through the
     * properties (React tracks them; a form.reset() it would not see, and a box ticked again
     * after it would send no change).
     */
    reset(): void {
      for (const f of fields.values()) {
        const el = f.el;
        if (el && isCheckbox(el)) el.checked = el.defaultChecked;
        else if (el instanceof HTMLSelectElement)
          el.value = ([...el.options].find((o) => o.defaultSelected) ?? el.options[0])?.value ?? '';
        else if (el) el.value = el.defaultValue;
        f.kept = undefined;
      }
      loose = {};
      submitted = false;
      errors = {};
      // Every reader: errors are gone and watched values are back to empty.
      listeners.forEach((set) => set.forEach((l) => l()));
    },
    /** The submit handler: every field checked, the first wrong one focused, else `onValid` with the values. */
    handleSubmit(onValid: (values: FieldValues) => unknown) {
      return async (e?: { preventDefault(): void }) => {
        e?.preventDefault();
        submitted = true;
        // Every field judged afresh: a server error from the last submit goes, wherever it sat.
        if (!check(fields.keys(), {})) {
          [...fields.entries()].find(([n, f]) => errors[n] && f.el)?.[1].el?.focus();
          return;
        }
        await onValid(getValues());
      };
    },
  };
}
