import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Dialog, ImageViewer, Toast } from 'antd-mobile';
import { ulid } from 'ulid';
import { CameraOverlay } from './CameraOverlay';
import { fileToJpeg } from './encode';
import { checkIdJpegSize, ID_CAPTURE_MSG, MAX_ID_PHOTOS, prepareIdPhoto, roomFor } from './rules';
import './id-capture.css';

/** One ID photo held on the device until the form uploads it (picture type 1). `url` is an object URL of `blob`. */
export interface IdPhoto {
  key: string;
  blob: Blob;
  url: string;
}

export function makeIdPhoto(blob: Blob): IdPhoto {
  return { key: ulid(), blob, url: URL.createObjectURL(blob) };
}

/**
 * Up to 3 ID photos, taken with the camera (a card-shaped guide, 人像面 then 国徽面) or picked from the gallery; both
 * ways give a JPEG at most 1600 px on its long side. Controlled: `value` / `onChange`. Object URLs are revoked when
 * a photo leaves `value` and, for what is left, when the component unmounts, so the parent should upload (or drop)
 * the photos while it is mounted.
 */
export function IdCapture(props: { value: IdPhoto[]; onChange: (next: IdPhoto[]) => void; disabled?: boolean }) {
  const [camera, setCamera] = useState(false);
  const [cameraError, setCameraError] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef(props.value);
  valueRef.current = props.value;
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;

  useObjectUrlCleanup(props.value);

  const full = props.value.length >= MAX_ID_PHOTOS;

  const add = (photo: IdPhoto) => {
    const now = valueRef.current;
    if (now.length >= MAX_ID_PHOTOS) {
      URL.revokeObjectURL(photo.url);
      Toast.show({ content: ID_CAPTURE_MSG.tooMany });
      return;
    }
    const next = [...now, photo];
    valueRef.current = next; // a second photo before the parent re-renders must not drop the first
    onChangeRef.current(next);
  };

  const openCamera = () => {
    if (full) {
      Toast.show({ content: ID_CAPTURE_MSG.tooMany });
      return;
    }
    setCameraError(false);
    setCamera(true);
  };

  const openPicker = () => {
    if (full) {
      Toast.show({ content: ID_CAPTURE_MSG.tooMany });
      return;
    }
    inputRef.current?.click();
  };

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same file can be picked again
    if (!files.length) return;
    const room = roomFor(valueRef.current.length, files.length);
    if (room < files.length) Toast.show({ content: ID_CAPTURE_MSG.tooMany });
    setBusy(true);
    try {
      for (const file of files.slice(0, room)) {
        const ready = await prepareIdPhoto(file, (f) => fileToJpeg(f));
        if ('problem' in ready) Toast.show({ icon: 'fail', content: ready.problem });
        else add(makeIdPhoto(ready.jpeg));
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (photo: IdPhoto) => {
    const ok = await Dialog.confirm({ content: ID_CAPTURE_MSG.removeConfirm, confirmText: '删除', cancelText: '取消' });
    if (!ok) return;
    const next = valueRef.current.filter((p) => p.key !== photo.key);
    valueRef.current = next;
    URL.revokeObjectURL(photo.url);
    onChangeRef.current(next);
  };

  return (
    <div className="id-capture">
      <div className="id-capture-head">
        <span className="id-capture-label">证件照片</span>
        <span className="id-capture-count">
          {props.value.length}/{MAX_ID_PHOTOS}
        </span>
      </div>

      {props.value.length > 0 && (
        <div className="id-capture-grid">
          {props.value.map((photo, i) => (
            <div key={photo.key} className="id-capture-thumb">
              <button
                type="button"
                className="id-capture-thumb-view"
                aria-label={`查看证件照片${i + 1}`}
                onClick={() => ImageViewer.Multi.show({ images: props.value.map((p) => p.url), defaultIndex: i })}
              >
                <img src={photo.url} alt={`证件照片${i + 1}`} />
              </button>
              {!props.disabled && (
                <button
                  type="button"
                  className="id-capture-thumb-remove"
                  aria-label={`删除证件照片${i + 1}`}
                  onClick={() => void remove(photo)}
                >
                  ✕
                </button>
              )}
            </div>
          ))}
        </div>
      )}

      {!props.disabled && (
        <div className="id-capture-buttons">
          <Button size="small" color="primary" fill="outline" onClick={openCamera} disabled={busy}>
            拍摄证件
          </Button>
          <Button size="small" fill="outline" onClick={openPicker} loading={busy}>
            选择图片
          </Button>
          <input
            ref={inputRef}
            className="id-capture-input"
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-label="选择证件图片"
            onChange={(e) => void onFiles(e)}
          />
        </div>
      )}

      {cameraError && (
        <p className="id-capture-error" role="alert">
          {ID_CAPTURE_MSG.cameraFailed}
        </p>
      )}

      {camera && (
        <CameraOverlay
          have={props.value.length}
          onShot={(jpeg) => {
            const tooLarge = checkIdJpegSize(jpeg);
            if (tooLarge) Toast.show({ icon: 'fail', content: tooLarge });
            else add(makeIdPhoto(jpeg));
          }}
          onClose={() => setCamera(false)}
          onFail={() => {
            setCamera(false);
            setCameraError(true);
          }}
        />
      )}
    </div>
  );
}

/**
 * Revokes the object URL of every photo that leaves `value`, and of the rest on unmount. The unmount revocation
 * waits a tick so React's StrictMode remount in development (which keeps the same value) does not break thumbnails.
 */
export function useObjectUrlCleanup(value: IdPhoto[]) {
  const seen = useRef(new Map<string, string>());
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    const now = new Set(value.map((p) => p.url));
    for (const [key, url] of seen.current) {
      if (!now.has(url)) {
        URL.revokeObjectURL(url);
        seen.current.delete(key);
      }
    }
    for (const p of value) seen.current.set(p.key, p.url);
  }, [value]);

  useEffect(() => {
    if (pending.current) {
      clearTimeout(pending.current);
      pending.current = null;
    }
    const seenNow = seen.current;
    return () => {
      pending.current = setTimeout(() => {
        for (const url of seenNow.values()) URL.revokeObjectURL(url);
        for (const p of latest.current) URL.revokeObjectURL(p.url);
        seenNow.clear();
      }, 0);
    };
  }, []);
}
