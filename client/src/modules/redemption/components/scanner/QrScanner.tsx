import { useRef, useState } from "react";
import { Alert, Box, Button, Group, Stack, Text } from "@mantine/core";
import { IconCamera, IconCameraOff, IconPhotoUp } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { decodeQrImageFile } from "./decodeQr";
import { useQrCamera } from "./useQrCamera";

/**
 * Reads QR codes with the camera, or from an uploaded picture when no camera is allowed or there is
 * none. `onText` gets every new text read; `keepScanning` leaves the camera on after a read (the
 * administrator's claim scans), otherwise it stops at the first one.
 */
export function QrScanner({
  onText,
  keepScanning = false,
}: {
  onText: (text: string) => void;
  keepScanning?: boolean;
}) {
  const camera = useQrCamera((text) => {
    if (!keepScanning) camera.stop();
    onText(text);
  });
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploadFailed, setUploadFailed] = useState(false);
  const active = camera.state === "scanning" || camera.state === "starting";
  const blocked = camera.state === "denied" || camera.state === "unavailable";

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadFailed(false);
    const text = await decodeQrImageFile(file).catch(() => null);
    if (fileRef.current) fileRef.current.value = "";
    if (text) onText(text);
    else setUploadFailed(true);
  };

  return (
    <Stack gap="sm" data-testid="qr-scanner">
      <Box
        pos="relative"
        style={{
          borderRadius: 12,
          overflow: "hidden",
          background: "var(--mantine-color-dark-8)",
          aspectRatio: "4 / 3",
          maxWidth: 420,
          width: "100%",
          display: active ? "block" : "none",
        }}
      >
        <video
          ref={camera.videoRef}
          muted
          playsInline
          style={{ width: "100%", height: "100%", objectFit: "cover" }}
          data-testid="qr-video"
        />
      </Box>
      {blocked ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconCameraOff size={18} />}
          data-testid="qr-camera-blocked"
        >
          <FormattedMessage
            id={camera.state === "denied" ? "redeem.scan.denied" : "redeem.scan.unavailable"}
          />
        </Alert>
      ) : null}
      <Group gap="sm">
        {active ? (
          <Button variant="default" leftSection={<IconCameraOff size={16} />} onClick={camera.stop}>
            <FormattedMessage id="redeem.scan.stop" />
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconCamera size={16} />}
            onClick={() => void camera.start()}
            data-testid="qr-start-camera"
          >
            <FormattedMessage id="redeem.scan.start" />
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconPhotoUp size={16} />}
          onClick={() => fileRef.current?.click()}
          data-testid="qr-upload"
        >
          <FormattedMessage id="redeem.scan.upload" />
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          data-testid="qr-file"
        />
      </Group>
      {camera.state === "scanning" ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="redeem.scan.hint" />
        </Text>
      ) : null}
      {uploadFailed ? (
        <Text size="sm" c="red" data-testid="qr-upload-failed">
          <FormattedMessage id="redeem.scan.noCode" />
        </Text>
      ) : null}
    </Stack>
  );
}
