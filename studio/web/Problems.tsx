/** `tenant validate`'s problems of the draft, each as the CLI prints it; one in the tenant's files opens there. */
import type { Problem } from './api.ts';

export function Problems({ problems, onOpen }: { problems: Problem[] | null; onOpen: (p: Problem) => void }) {
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h3 id="problems-title">Problems {problems && <span className="count">({problems.length})</span>}</h3>
      {!problems ? (
        <p role="status">Checking…</p>
      ) : !problems.length ? (
        <p role="status">No problems: tenant validate passes.</p>
      ) : (
        <ul aria-label="Problems of tenant validate">
          {problems.map((p, i) => (
            <li key={`${p.text}-${i}`}>
              {p.file ? (
                <button type="button" className="problem" onClick={() => onOpen(p)}>
                  {p.text}
                </button>
              ) : (
                <span className="problem">{p.text}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
