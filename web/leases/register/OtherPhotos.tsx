import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Dialog, ImageViewer, Toast } from 'antd-mobile';
import { fileToJpeg } from '../id-capture/encode';
import { makeIdPhoto, useObjectUrlCleanup, type IdPhoto } from '../id-capture/IdCapture';

/** Other photos of a signing (picture type 0: the room's state, fitments, meters at move-in): at most 20 (§5). */
export const MAX_OTHER_PHOTOS = 20;
export const OTHER_PHOTOS_MSG = {
  tooMany: `最多上传${MAX_OTHER_PHOTOS}张其他照片`,
  notImage: '请选择图片文件',
  removeConfirm: '确定要删除这张照片吗?',
} as const;

/**
 * Other photos held on the device until the signing is queued (like the ID photos, they wait in IndexedDB and are
 * uploaded before the signing syncs). Taken with the camera or picked; JPEG at most 1600 px on the long side.
 */
export function OtherPhotos(props: { value: IdPhoto[]; onChange: (next: IdPhoto[]) => void }) {
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const valueRef = useRef(props.value);
  valueRef.current = props.value;
  useObjectUrlCleanup(props.value);
  const full = props.value.length >= MAX_OTHER_PHOTOS;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const room = Math.max(0, MAX_OTHER_PHOTOS - valueRef.current.length);
    if (files.length > room) Toast.show({ content: OTHER_PHOTOS_MSG.tooMany });
    setBusy(true);
    try {
      for (const file of files.slice(0, room)) {
        if (!file.type.startsWith('image/')) {
          Toast.show({ icon: 'fail', content: OTHER_PHOTOS_MSG.notImage });
          continue;
        }
        const jpeg = await fileToJpeg(file).catch(() => null);
        if (!jpeg) {
          Toast.show({ icon: 'fail', content: OTHER_PHOTOS_MSG.notImage });
          continue;
        }
        const next = [...valueRef.current, makeIdPhoto(jpeg)];
        valueRef.current = next;
        props.onChange(next);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (photo: IdPhoto) => {
    if (!(await Dialog.confirm({ content: OTHER_PHOTOS_MSG.removeConfirm, confirmText: '删除', cancelText: '取消' })))
      return;
    const next = valueRef.current.filter((p) => p.key !== photo.key);
    valueRef.current = next;
    props.onChange(next);
  };

  return (
    <div className="id-capture">
      <div className="id-capture-head">
        <span className="id-capture-label">其他照片</span>
        <span className="id-capture-count">
          {props.value.length}/{MAX_OTHER_PHOTOS}
        </span>
      </div>
      {props.value.length > 0 && (
        <div className="id-capture-grid other-photos-grid">
          {props.value.map((photo, i) => (
            <div key={photo.key} className="id-capture-thumb other-photos-thumb">
              <button
                type="button"
                className="id-capture-thumb-view"
                aria-label={`查看其他照片${i + 1}`}
                onClick={() => ImageViewer.Multi.show({ images: props.value.map((p) => p.url), defaultIndex: i })}
              >
                <img src={photo.url} alt={`其他照片${i + 1}`} />
              </button>
              <button
                type="button"
                className="id-capture-thumb-remove"
                aria-label={`删除其他照片${i + 1}`}
                onClick={() => void remove(photo)}
              >
                ✕
              </button>
            </div>
          ))}
        </div>
      )}
      <div className="id-capture-buttons">
        <Button size="small" fill="outline" loading={busy} disabled={full} onClick={() => inputRef.current?.click()}>
          添加照片
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="选择其他照片"
          onChange={(e) => void onFiles(e)}
        />
      </div>
    </div>
  );
}
