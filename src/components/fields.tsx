/** Form controls: each has a visible label tied to its input and its error announced. */
import { forwardRef, useId, useState, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';

interface FieldChrome {
  label: string;
  error?: string | undefined;
}

function useIds() {
  const id = useId();
  return { id, errorId: `${id}-error` };
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <span id={id} className="field-error" role="alert">
      {error}
    </span>
  ) : null;
}

export const TextInput = forwardRef<HTMLInputElement, FieldChrome & InputHTMLAttributes<HTMLInputElement>>(
  function TextInput({ label, error, ...input }, ref) {
    const { id, errorId } = useIds();
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input ref={ref} id={id} aria-invalid={!!error} aria-describedby={error ? errorId : undefined} {...input} />
        <ErrorText id={errorId} error={error} />
      </div>
    );
  },
);

export const PasswordInput = forwardRef<
  HTMLInputElement,
  FieldChrome & { showLabel: string; hideLabel: string } & InputHTMLAttributes<HTMLInputElement>
>(function PasswordInput({ label, error, showLabel, hideLabel, ...input }, ref) {
  const { id, errorId } = useIds();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className="btn btn-text"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? hideLabel : showLabel}
        </button>
      </div>
      <ErrorText id={errorId} error={error} />
    </div>
  );
});

export const Checkbox = forwardRef<HTMLInputElement, FieldChrome & InputHTMLAttributes<HTMLInputElement>>(
  function Checkbox({ label, error, ...input }, ref) {
    const { id, errorId } = useIds();
    return (
      <div className="field field-check">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
        <ErrorText id={errorId} error={error} />
      </div>
    );
  },
);

export const Select = forwardRef<
  HTMLSelectElement,
  FieldChrome & { options: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>
>(function Select({ label, error, options, ...select }, ref) {
  const { id, errorId } = useIds();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select ref={ref} id={id} aria-invalid={!!error} aria-describedby={error ? errorId : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={errorId} error={error} />
    </div>
  );
});
