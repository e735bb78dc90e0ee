import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left until a deadline (the 300-second e-mail code resend, a lockout from 2019, a step-up code resend). Kept as a
 * deadline, not a counter, so a throttled background tab still shows the right value.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + Math.max(0, seconds) * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}
