import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cropToJpeg } from './encode';
import { frameToVideoRect, guideFrame, type Rect, type Size } from './geometry';
import { shotPrompt } from './rules';

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

export const ID_HINT = '请将身份证人像面/国徽面置于框内';

type Phase = 'starting' | 'live' | 'preview' | 'saving';

/**
 * Full-screen camera with a card-shaped guide. The video fills the screen with object-fit: cover; the shot keeps the
 * whole frame for the still preview and '使用照片' crops the video pixels under the guide (geometry.ts) to a JPEG.
 * After the portrait side (the first photo) it stays open for the emblem side; otherwise it closes after a photo.
 * `onFail` is called (and nothing shown) when the camera is refused or absent.
 */
export function CameraOverlay(props: {
  have: number;
  onShot: (jpeg: Blob) => void;
  onClose: () => void;
  onFail: () => void;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stillRef = useRef<HTMLCanvasElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const cropRef = useRef<Rect | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [box, setBox] = useState<Size>({ width: 0, height: 0 });
  const [saveError, setSaveError] = useState('');
  const propsRef = useRef(props);
  propsRef.current = props;

  // Open the camera once; stop every track when the overlay goes away (also if that happens before it opened).
  useEffect(() => {
    let gone = false;
    const videoEl = videoRef.current; // refs are cleared before this effect's cleanup runs
    const stop = () => {
      streamRef.current?.getTracks().forEach((t) => t.stop());
      streamRef.current = null;
      if (videoEl) videoEl.srcObject = null;
    };
    const md = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!md?.getUserMedia) {
      propsRef.current.onFail();
      return;
    }
    md.getUserMedia(CAMERA_CONSTRAINTS).then(
      (stream) => {
        if (gone) {
          stream.getTracks().forEach((t) => t.stop());
          return;
        }
        streamRef.current = stream;
        if (!videoEl) return;
        videoEl.srcObject = stream;
        void videoEl.play().catch(() => undefined);
      },
      () => {
        if (!gone) propsRef.current.onFail();
      },
    );
    return () => {
      gone = true;
      stop();
    };
  }, []);

  // The box the video and the guide are laid out in.
  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // The page underneath does not scroll while the camera is up.
  useEffect(() => {
    const body = document.body.style;
    const before = body.overflow;
    body.overflow = 'hidden';
    return () => {
      body.overflow = before;
    };
  }, []);

  // Escape closes, like the close button.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') propsRef.current.onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const frame = guideFrame(box);

  const onVideoReady = () => {
    const v = videoRef.current;
    if (v && v.videoWidth > 0 && v.videoHeight > 0) setPhase((p) => (p === 'starting' ? 'live' : p));
  };

  const shoot = () => {
    const video = videoRef.current;
    const still = stillRef.current;
    if (!video || !still || !video.videoWidth || !video.videoHeight) return;
    const size = { width: video.videoWidth, height: video.videoHeight };
    still.width = size.width;
    still.height = size.height;
    still.getContext('2d')?.drawImage(video, 0, 0, size.width, size.height);
    // The video element is laid out exactly over the box, so the guide's CSS pixels map through the cover transform.
    const shown = { width: video.clientWidth || box.width, height: video.clientHeight || box.height };
    cropRef.current = frameToVideoRect(frame, shown, size);
    video.pause();
    setSaveError('');
    setPhase('preview');
  };

  const retake = () => {
    cropRef.current = null;
    setSaveError('');
    setPhase('live');
    void videoRef.current?.play().catch(() => undefined);
  };

  const use = async () => {
    const still = stillRef.current;
    const crop = cropRef.current;
    if (!still || !crop) return;
    setPhase('saving');
    try {
      const jpeg = await cropToJpeg(still, crop);
      const wasPortrait = props.have === 0;
      props.onShot(jpeg);
      if (wasPortrait) retake();
      else props.onClose();
    } catch {
      setSaveError('照片处理失败，请重拍');
      setPhase('preview');
    }
  };

  const showStill = phase === 'preview' || phase === 'saving';

  return createPortal(
    <div className="id-capture-overlay" role="dialog" aria-modal="true" aria-label="拍摄证件">
      <div className="id-capture-box" ref={boxRef}>
        <video
          ref={videoRef}
          className="id-capture-video"
          autoPlay
          muted
          playsInline
          onLoadedMetadata={onVideoReady}
          onPlaying={onVideoReady}
          style={{ visibility: showStill ? 'hidden' : 'visible' }}
        />
        <canvas ref={stillRef} className="id-capture-still" style={{ display: showStill ? 'block' : 'none' }} />
        {frame.width > 0 && (
          <>
            <div
              className="id-capture-frame"
              style={{ left: frame.x, top: frame.y, width: frame.width, height: frame.height }}
              aria-hidden="true"
            >
              <span className="id-capture-corner tl" />
              <span className="id-capture-corner tr" />
              <span className="id-capture-corner bl" />
              <span className="id-capture-corner br" />
            </div>
            <p className="id-capture-hint" style={{ top: frame.y + frame.height + 12 }}>
              {ID_HINT}
            </p>
          </>
        )}
        {phase === 'starting' && <p className="id-capture-status">正在打开摄像头…</p>}
      </div>

      <div className="id-capture-top">
        <button type="button" className="id-capture-close" aria-label="关闭" onClick={props.onClose}>
          ✕
        </button>
        <span className="id-capture-step">{shotPrompt(props.have)}</span>
        <span className="id-capture-top-spacer" />
      </div>

      <div className="id-capture-bottom">
        {saveError && (
          <p className="id-capture-save-error" role="alert">
            {saveError}
          </p>
        )}
        {showStill ? (
          <div className="id-capture-actions">
            <button type="button" className="id-capture-action" onClick={retake} disabled={phase === 'saving'}>
              重拍
            </button>
            <button
              type="button"
              className="id-capture-action primary"
              onClick={() => void use()}
              disabled={phase === 'saving'}
            >
              使用照片
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="id-capture-shutter"
            aria-label="拍照"
            onClick={shoot}
            disabled={phase !== 'live'}
          >
            <span className="id-capture-shutter-ring" />
            <span className="id-capture-shutter-label">拍照</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
