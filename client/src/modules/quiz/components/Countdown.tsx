import { Badge } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useEffect, useState } from "react";

/** Seconds left until `deadline` (the server's; the server enforces it, this only shows it). */
export function Countdown({ deadline, onZero }: { deadline: string; onZero: () => void }) {
  const left = () => Math.max(0, Math.ceil((new Date(deadline).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) {
        clearInterval(timer);
        onZero();
      }
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return (
    <Badge
      size="lg"
      color={seconds <= 10 ? "red" : "blue"}
      leftSection={<IconClock size={14} />}
      data-testid="quiz-countdown"
    >
      {mm}:{ss}
    </Badge>
  );
}
