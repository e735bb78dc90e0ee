// The periodic catch-up sweep: every domain's tasks that find and finish what a lost job missed.
export { runSweep, SWEEP_TASKS, type SweepTask } from "./sweep-tasks.js";
