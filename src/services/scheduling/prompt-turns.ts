/**
 * The first-visit prompts one at a time (issue 52): the announcement popups, the install offer and
 * the push opt-in each wait for a turn. A turn comes when no prompt is open, no prompt earlier in
 * PROMPT_ORDER may still come (one that may come says so early: `expectPrompt`), and the player has
 * paused: no tap, key, wheel or scroll for PROMPT_PAUSE_MS and no finger or button down, so that
 * a prompt never opens under a tap in flight. The order and the pause are docs/decisions.md's.
 */
import { PROMPT_ORDER, PROMPT_PAUSE_MS } from '../../core/spec-constants.ts';
import { decided } from '../app-port/decided.ts';

export type PromptKind = (typeof PROMPT_ORDER)[number];

/** Whether `kind` may open now: nothing open, and nothing before it in the order still to come. */
export function mayOpen(kind: PromptKind, toCome: ReadonlySet<PromptKind>, open: PromptKind | null): boolean {
  return !open && !PROMPT_ORDER.slice(0, PROMPT_ORDER.indexOf(kind)).some((k) => toCome.has(k));
}

export interface TurnClock {
  now(): number;
  schedule(fn: () => void, ms: number): void;
}

/** The queue, over a clock; `input(down)` is told of each tap, key or scroll (down: a finger or button pressed). */
export function promptTurns(clock: TurnClock) {
  const toCome = new Set<PromptKind>();
  const waiting: { kind: PromptKind; grant: (done: () => void) => void }[] = [];
  let open: PromptKind | null = null;
  let lastInput = clock.now();
  let pressed = false;
  let timerDue = 0;

  function check(): void {
    const i = waiting.findIndex((w) => mayOpen(w.kind, toCome, open));
    if (i < 0) return;
    // A press waits for its release (input too: checked again from there), or, when the release
    // never reached the page (a button let go outside the window), a few pauses.
    const quietAt = lastInput + (pressed ? PROMPT_PAUSE_MS * 5 : PROMPT_PAUSE_MS);
    if (clock.now() < quietAt) {
      if (timerDue !== quietAt) {
        timerDue = quietAt;
        clock.schedule(check, quietAt - clock.now());
      }
      return;
    }
    const [{ kind, grant }] = waiting.splice(i, 1) as [(typeof waiting)[number]];
    open = kind;
    let finished = false;
    grant(() => {
      if (finished) return;
      finished = true;
      open = null;
      toCome.delete(kind);
      check();
    });
  }

  return {
    /** `kind` may come: the prompts after it in the order wait for it (or for `withdraw`). */
    expect(kind: PromptKind): void {
      toCome.add(kind);
    },
    /** `kind` will not come after all (nothing to show, or its page went): the next one may go. */
    withdraw(kind: PromptKind): void {
      toCome.delete(kind);
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.kind === kind) waiting.splice(i, 1);
      check();
    },
    /** Resolves with `done` (call it when the prompt closes) once it is `kind`'s turn. */
    turn(kind: PromptKind): Promise<() => void> {
      toCome.add(kind);
      return new Promise((grant) => {
        waiting.push({ kind, grant });
        check();
      });
    },
    input(down: boolean | null): void {
      lastInput = clock.now();
      if (down !== null) pressed = down;
      check();
    },
  };
}

/**
 * The page's queue: the player's input seen from the window (capture, passive: it only listens);
 * each prompt's place in it is written as a decision ("install waits", "install open"), so that a
 * browser test sees a prompt held back, not merely not there yet.
 */
function pageTurns() {
  const queue = promptTurns({ now: () => performance.now(), schedule: (fn, ms) => void setTimeout(fn, ms) });
  const turns = {
    ...queue,
    turn(kind: PromptKind): Promise<() => void> {
      decided('prompt-turn', `${kind} waits`);
      return queue.turn(kind).then((done) => {
        decided('prompt-turn', `${kind} open`);
        return () => {
          decided('prompt-turn', `${kind} closed`);
          done();
        };
      });
    },
  };
  if (typeof window === 'undefined') return turns;
  const on = (type: string, down: boolean | null, capture = true) =>
    addEventListener(type, () => queue.input(down), { capture, passive: true });
  on('pointerdown', true);
  on('pointerup', false);
  on('pointercancel', false);
  on('keydown', null);
  on('wheel', null);
  // The page's own scrolling (a fling goes on after the finger's pointercancel), not an element's:
  // a carousel that turns by itself scrolls its strip every few seconds, and caught with capture
  // it held every prompt back (a fresh-clone run's push opt-in never came).
  on('scroll', null, false);
  return turns;
}

let page: ReturnType<typeof promptTurns> | undefined;
/** The page's queue, listening from the first prompt that may come. */
export const prompts = () => (page ??= pageTurns());
