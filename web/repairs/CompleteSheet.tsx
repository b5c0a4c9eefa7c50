import { useEffect, useRef, useState } from 'react';
import { Button, Image, TextArea, Toast } from 'antd-mobile';
import { fileToJpeg } from '../leases/id-capture/encode';
import { REPAIR_MAX_PHOTOS } from '../../sync/rules/repairs/repair-status';
import { Field } from '../components/list';
import { RepairFormSheet } from './RepairFormSheet';
import type { RepairRow } from './repairs-api';
import { completeRepair, type ActOutcome, type WorkPhoto } from './repair-acts';

type Shot = WorkPhoto & { url: string };

/**
 * 完成 (§2.5; §7 "Complete repair … type 2"): the photos of the work, taken with the camera (kept on the device when
 * there is no signal) and a note; '请上传维修照片' without one.
 */
export function CompleteSheet(props: { row: RepairRow | null; onClose: () => void; onDone: (o: ActOutcome) => void }) {
  const [photos, setPhotos] = useState<Shot[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const kept = useRef(photos);
  kept.current = photos;
  useEffect(() => () => kept.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const add = async (files: FileList | null) => {
    const room = REPAIR_MAX_PHOTOS - photos.length;
    const taken: Shot[] = [];
    for (const file of [...(files ?? [])].slice(0, room)) {
      try {
        const blob = await fileToJpeg(file);
        taken.push({ blob, name: `${file.name.replace(/\.\w+$/, '') || 'photo'}.jpg`, url: URL.createObjectURL(blob) });
      } catch {
        Toast.show({ icon: 'fail', content: '照片读取失败' });
      }
    }
    setPhotos((p) => [...p, ...taken]);
  };
  const drop = (i: number) =>
    setPhotos((p) => {
      URL.revokeObjectURL(p[i]!.url);
      return p.filter((_, j) => j !== i);
    });
  const submit = async () => {
    if (!props.row) return;
    if (!photos.length) return setError('请上传维修照片');
    setBusy(true);
    setError(null);
    try {
      const outcome = await completeRepair(props.row.id, note.trim(), photos);
      if (outcome.status === 'rejected') setError(outcome.reason);
      else props.onDone(outcome);
    } catch (e) {
      setError((e as Error).message || '操作失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <RepairFormSheet
      row={props.row}
      title="完成报修"
      confirmText="完成"
      busy={busy}
      error={error}
      onClose={props.onClose}
      onSubmit={() => void submit()}
    >
      <Field label="维修照片" required wide>
        <div className="repair-shots">
          {photos.map((p, i) => (
            <div key={p.url} className="repair-shot">
              <Image src={p.url} width={72} height={72} fit="cover" alt={`维修照片${i + 1}`} />
              <button type="button" aria-label={`删除维修照片${i + 1}`} onClick={() => drop(i)}>
                ×
              </button>
            </div>
          ))}
          {photos.length < REPAIR_MAX_PHOTOS ? (
            <Button size="small" onClick={() => input.current?.click()}>
              拍照/选择照片
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            aria-label="维修照片文件"
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      </Field>
      <Field label="维修说明" wide>
        <TextArea value={note} onChange={setNote} maxLength={200} rows={3} placeholder="选填，如更换的配件" />
      </Field>
    </RepairFormSheet>
  );
}
