import { useState } from 'react';
import { Input, Popup, Radio, Space, TextArea, Toast } from 'antd-mobile';
import {
  COMPLAINT_KIND,
  COMPLAINT_PICTURE_LIMIT,
  type ComplaintKind,
} from '../../../sync/rules/services/complaints-rules';
import { ImageUpload } from '../../components/ImageUpload';
import { errorText } from '../../components/form/errors';
import { tenantUploader } from '../tenant-upload';
import { fileComplaint } from './services-api';
import { SubmitButton } from '../../components/form/SubmitButton';

/** 投诉/建议: the kind, a title, what happened, up to 9 pictures (the tenant's own uploads, sent by id). */
export function ComplaintForm(props: { onClose: () => void; onDone: () => void }) {
  const [kind, setKind] = useState<ComplaintKind>(COMPLAINT_KIND.complaint);
  const [title, setTitle] = useState('');
  const [desc, setDesc] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const missing = !title.trim() ? '请输入标题' : !desc.trim() ? '请输入内容' : null;
    if (missing) return void Toast.show({ content: missing });
    setBusy(true);
    try {
      const ids = pictures.map((u) => u.slice(u.lastIndexOf('/') + 1));
      await fileComplaint({ kind, title: title.trim(), desc: desc.trim(), pictures: ids });
      Toast.show({ icon: 'success', content: '提交成功' });
      props.onDone();
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible onMaskClick={props.onClose} onClose={props.onClose} bodyClassName="services-sheet" destroyOnClose>
      <div role="dialog" aria-label="投诉建议">
        <h3>投诉建议</h3>
        <Radio.Group value={kind} onChange={(v) => setKind(v as ComplaintKind)}>
          <Space>
            <Radio value={COMPLAINT_KIND.complaint}>投诉</Radio>
            <Radio value={COMPLAINT_KIND.suggestion}>建议</Radio>
          </Space>
        </Radio.Group>
        <Input value={title} onChange={setTitle} placeholder="标题" maxLength={50} aria-label="标题" clearable />
        <TextArea
          value={desc}
          onChange={setDesc}
          placeholder="请描述具体情况"
          maxLength={1000}
          rows={4}
          showCount
          aria-label="内容"
        />
        <ImageUpload
          value={pictures}
          onChange={setPictures}
          maxCount={COMPLAINT_PICTURE_LIMIT}
          uploader={tenantUploader}
        />
        <SubmitButton busy={busy} onClick={() => void submit()}>
          提交
        </SubmitButton>
      </div>
    </Popup>
  );
}
