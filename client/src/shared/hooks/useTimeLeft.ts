import { useEffect, useState } from "react";

/** Milliseconds until `deadline` (ISO), ticking each second; 0 once past, null without a deadline. */
export function useTimeLeft(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = deadline ? Date.parse(deadline) : NaN;
  useEffect(() => {
    if (Number.isNaN(end) || end <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - now);
}

export function splitDuration(ms: number) {
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
