import { useCallback, useEffect, useRef, useState } from "react";
import { decodeQrPixels } from "./decodeQr";

export type CameraState = "idle" | "starting" | "scanning" | "denied" | "unavailable";

/** Frames are decoded at most this often (jsqr on a 640 px frame takes 10–40 ms). */
const DECODE_INTERVAL_MS = 150;
/** The same text read again within this time is the same scan. */
const REPEAT_MS = 3_000;

/**
 * The camera as a QR reader: getUserMedia (the back camera where there is one), frames drawn on a
 * canvas on each animation frame and decoded with jsqr. `onText` gets each new text read. The tracks
 * stop when `stop` is called or the component using it goes away.
 */
export function useQrCamera(onText: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const frameRef = useRef<number | null>(null);
  const lastRef = useRef<{ text: string; at: number } | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const [state, setState] = useState<CameraState>("idle");
  /** Bumped by stop: a camera that opens after it (the page was left meanwhile) is closed at once. */
  const sessionRef = useRef(0);

  const stop = useCallback(() => {
    sessionRef.current += 1;
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((s) => (s === "scanning" || s === "starting" ? "idle" : s));
  }, []);

  const loop = useCallback(() => {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    let lastDecode = 0;
    const tick = (now: number) => {
      frameRef.current = requestAnimationFrame(tick);
      const video = videoRef.current;
      if (!context || !video || video.readyState < 2 || now - lastDecode < DECODE_INTERVAL_MS) return;
      lastDecode = now;
      const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      if (!canvas.width || !canvas.height) return;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const text = decodeQrPixels(image.data, canvas.width, canvas.height);
      if (!text) return;
      const last = lastRef.current;
      const at = Date.now();
      if (last && last.text === text && at - last.at < REPEAT_MS) {
        last.at = at;
        return;
      }
      lastRef.current = { text, at };
      onTextRef.current(text);
    };
    frameRef.current = requestAnimationFrame(tick);
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState("unavailable");
      return;
    }
    setState("starting");
    const session = sessionRef.current;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: "environment" } },
        audio: false,
      });
      if (session !== sessionRef.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        video.setAttribute("playsinline", "true");
        await video.play().catch(() => undefined);
      }
      setState("scanning");
      lastRef.current = null;
      loop();
    } catch (error) {
      const name = (error as { name?: string }).name;
      setState(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
    }
  }, [loop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop };
}
