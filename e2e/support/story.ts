import { it } from "vitest";

/** The timeout of a step when the test gives none (e2e/vitest.config.ts testTimeout). */
const DEFAULT_TIMEOUT_MS = 60_000;

interface Step {
  name: string;
  run: () => Promise<void>;
  timeoutMs: number;
  needs: Step[];
  /** Set when the step first starts: every later test that needs it awaits the same run. */
  outcome?: Promise<void>;
}

export interface StepOptions {
  /** The body's own time limit (default 60 s). */
  timeoutMs?: number;
  /** The earlier steps whose state this one starts from, by name; all earlier steps when not given. */
  needs?: string[];
}

/**
 * A spec whose tests tell one story (a person registers, turns 2FA on, logs in with it…). Each test
 * sets up what it needs by first running, once, the earlier steps it starts from that nobody has run
 * yet, then its own body. In a full run every step runs exactly once and in order, so the run takes no
 * longer than before; alone (`npx vitest run --config e2e/vitest.config.ts -t "<name>"`) a test first
 * brings the product to the state it starts from. A step that failed fails every test that needs it,
 * with its error.
 *
 * Returns `step(name, body, options?)`, used in place of `it`. A test's time limit is its body's plus
 * those of the steps it needs, which it may have to run.
 */
export function story() {
  const steps = new Map<string, Step>();
  const reach = (step: Step): Promise<void> =>
    (step.outcome ??= (async () => {
      for (const earlier of step.needs) await reach(earlier);
      await step.run();
    })());
  const budget = (step: Step, counted = new Set<Step>()): number => {
    if (counted.has(step)) return 0;
    counted.add(step);
    return step.timeoutMs + step.needs.reduce((sum, earlier) => sum + budget(earlier, counted), 0);
  };
  return function step(name: string, run: () => Promise<void>, options: StepOptions = {}): void {
    const needs = options.needs
      ? options.needs.map((n) => {
          const earlier = steps.get(n);
          if (!earlier) throw new Error(`story step "${name}" needs "${n}", which is not an earlier step`);
          return earlier;
        })
      : [...steps.values()];
    const entry: Step = { name, run, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, needs };
    steps.set(name, entry);
    it(name, () => reach(entry), budget(entry));
  };
}
