import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Selector, TextArea } from 'antd-mobile';
import { tenantRepairs } from '../../../sync/contract/repairs/tenant-repairs';
import { REPAIR_MAX_PHOTOS } from '../../../sync/rules/repairs/repair-status';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { Field, FormSheet, useSave } from '../../components/list';
import { ImageUpload } from '../../components/ImageUpload';
import { tenantCall } from '../tenant-api';
import { tenantUploader } from '../tenant-upload';

const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** 我要报修: the apartment's repair type, what is wrong, photos (up to 20), and a preferred time (optional). */
export function NewRepairSheet(props: { visible: boolean; onClose: () => void; onDone: () => void }) {
  const types = useQuery({
    queryKey: ['tenant', 'repairs', 'types'],
    queryFn: () => tenantCall(tenantRepairs.types),
    enabled: props.visible,
  });
  const [typeId, setTypeId] = useState<string | null>(null);
  const [tdesc, setTdesc] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [when, setWhen] = useState<Date | null>(null);
  const [picking, setPicking] = useState(false);
  const { busy, error, save } = useSave();
  const submit = async () => {
    const json = {
      typeId: typeId ?? undefined,
      tdesc,
      photoFileIds: photos.map(idOf),
      appointmentTime: when ? when.getTime() : undefined,
    };
    if (await save(() => tenantCall(tenantRepairs.create, { json }), '提交成功')) props.onDone();
  };
  const now = new Date();
  return (
    <FormSheet
      visible={props.visible}
      title="我要报修"
      onClose={props.onClose}
      onConfirm={() => void submit()}
      confirmText="提交"
      busy={busy}
      error={error}
    >
      <Field label="报修类型" required wide>
        <Selector
          options={(types.data ?? []).map((t) => ({ label: t.name, value: t.id }))}
          value={typeId ? [typeId] : []}
          onChange={(v) => setTypeId(v[0] ?? null)}
        />
      </Field>
      <Field label="报修内容" required wide>
        <TextArea
          value={tdesc}
          onChange={setTdesc}
          maxLength={500}
          rows={4}
          showCount
          placeholder="请描述需要维修的问题"
        />
      </Field>
      <Field label="照片" wide>
        <ImageUpload value={photos} onChange={setPhotos} maxCount={REPAIR_MAX_PHOTOS} uploader={tenantUploader} />
      </Field>
      <Field label="预约时间" wide>
        <Button size="small" onClick={() => setPicking(true)}>
          {when ? shanghaiMinute(when.getTime()) : '随时（点此选择）'}
        </Button>
        {when ? (
          <Button size="small" fill="none" onClick={() => setWhen(null)}>
            清除
          </Button>
        ) : null}
        <DatePicker
          visible={picking}
          precision="minute"
          min={now}
          max={new Date(now.getTime() + 30 * 86_400_000)}
          title="预约上门时间"
          onClose={() => setPicking(false)}
          onConfirm={setWhen}
        />
      </Field>
    </FormSheet>
  );
}
