import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { ScanCodeOutline } from 'antd-mobile-icons';
import { FormSheet } from './form/FormSheet';
import { cameraRefusal, decodeQr, decodeQrFile, SCAN_MSG } from './scan-decode';
import './scan-code.css';

/** How often a camera frame is searched for a code. */
const FRAME_MS = 250;

/**
 * 扫码: reads the QR code printed on a device's label and hands its text to `onCode` (an add dialog fills the serial
 * with it). The sheet opens the back camera and searches its frames; a photo (taken or chosen) is read too, for a
 * browser without a camera or a camera that was refused. Every failure is said in Chinese in the sheet.
 */
export function ScanCode(props: { onCode: (text: string) => void; title?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const title = props.title ?? '扫描设备标签';
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={props.label ?? '扫码'}
        className="scan-code-button"
      >
        <ScanCodeOutline /> 扫码
      </Button>
      <FormSheet visible={open} title={title} onClose={() => setOpen(false)}>
        {open ? (
          <ScanPanel
            onCode={(text) => {
              setOpen(false);
              props.onCode(text);
            }}
          />
        ) : null}
      </FormSheet>
    </>
  );
}

/** The camera and the photo button; mounted while the sheet is open (the camera stops when it closes). */
function ScanPanel(props: { onCode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [live, setLive] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const onCodeRef = useRef(props.onCode);
  onCodeRef.current = props.onCode;

  useEffect(() => {
    let gone = false;
    let stream: MediaStream | null = null;
    let busy = false;
    const md = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!md?.getUserMedia) {
      setCameraError(SCAN_MSG.noCamera);
      return;
    }
    md.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        if (gone) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = s;
        void video.play().catch(() => undefined);
        setLive(true);
      },
      (e: unknown) => {
        if (!gone) setCameraError(cameraRefusal(e));
      },
    );
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      const canvas = canvasRef.current;
      if (busy || !stream || !video || !canvas || video.readyState < 2) return;
      busy = true;
      void decodeQr(video, canvas)
        .then((text) => {
          if (text && !gone) onCodeRef.current(text);
        })
        .finally(() => (busy = false));
    }, FRAME_MS);
    return () => {
      gone = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const readPhoto = async (file: File | undefined) => {
    const canvas = canvasRef.current;
    if (!file || !canvas) return;
    setReading(true);
    setPhotoError(null);
    try {
      const text = await decodeQrFile(file, canvas);
      if (text) onCodeRef.current(text);
      else setPhotoError(SCAN_MSG.noCode);
    } catch {
      setPhotoError(SCAN_MSG.badImage);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="scan-code">
      <div className={live ? 'scan-view is-live' : cameraError ? 'scan-view is-failed' : 'scan-view'}>
        <video ref={videoRef} muted playsInline aria-label="摄像头画面" />
        {live ? <div className="scan-guide" aria-hidden /> : null}
        {!live && !cameraError ? <p className="scan-note">正在打开摄像头…</p> : null}
        {cameraError ? (
          <p className="scan-note" role="alert">
            {cameraError}
          </p>
        ) : null}
      </div>
      {live ? <p className="scan-hint">将标签上的二维码置于框内，识别后自动填入</p> : null}
      <canvas ref={canvasRef} hidden />
      <label className={reading ? 'scan-photo is-busy' : 'scan-photo'}>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="用照片识别"
          onChange={(e) => {
            void readPhoto(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {reading ? '正在识别…' : '用照片识别'}
      </label>
      {photoError ? (
        <p className="scan-error" role="alert">
          {photoError}
        </p>
      ) : null}
    </div>
  );
}
